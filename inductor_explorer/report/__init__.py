"""report of the model."""
