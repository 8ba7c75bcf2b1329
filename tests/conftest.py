"""Fixtures shared by every test (none yet); helpers are in :mod:`tests.support`."""
