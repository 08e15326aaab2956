"""Files -> model. Every parser takes text and returns values plus problems; none raises on bad input."""
