"""Parsed graphs as the explorer's views hold them (the Session parses them: session/graphs.py)."""

from inductor_explorer.session.graphs import LoadedGraph, graph_folders

__all__ = ["LoadedGraph", "graph_folders"]
