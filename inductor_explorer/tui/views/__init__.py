"""The explorer's views of a graph or session, one per module; `registry` lists them."""
