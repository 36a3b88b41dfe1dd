"""Adapters of the registered games for research tools."""
