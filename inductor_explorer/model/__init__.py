"""The model: dataclasses and the linked graph. No I/O, no Textual, no torch."""
