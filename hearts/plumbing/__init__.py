"""The plumbing every layer uses: nothing about Hearts, only how to take input and give output safely.

* :mod:`hearts.plumbing.errors`: :class:`InputError`, the base of every error caused by bad input;
* :mod:`hearts.plumbing.inputs`: reading untrusted files, text and JSON within limits;
* :mod:`hearts.plumbing.yamlsafe`: plain YAML only, with line numbers;
* :mod:`hearts.plumbing.atomic`: outputs written whole or not at all;
* :mod:`hearts.plumbing.reaper`: child processes found and ended, also those that left their group;
* :mod:`hearts.plumbing.pool`: worker processes that die with their parent.
"""
