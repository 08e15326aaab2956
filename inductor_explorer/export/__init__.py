"""export of the model."""
