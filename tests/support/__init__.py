"""Helpers the tests share: positions, bots' views, fake engines, the naive rules model,
processes and data walks. Test modules import from here, never from one another (nor
from ``tests/conftest.py``, which holds fixtures only).
"""
