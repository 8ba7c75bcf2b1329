"""The fake engines are programs run in subprocesses by the tests, not test modules."""

collect_ignore_glob = ["*.py"]
