"""Model-to-Text presenters: what each view shows, as Rich Text, without Textual."""
