"""Checking engines against the scenario corpus: the in-process reference engine and
external engines speaking the JSON-lines engine protocol."""
