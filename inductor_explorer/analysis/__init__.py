"""analysis of the model."""
