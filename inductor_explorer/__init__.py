"""inductor-explore: a terminal explorer for torch.compile debug folders."""

__version__ = "0.1.0"
