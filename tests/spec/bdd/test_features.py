"""Every scenario of ``features/<lang>/*.feature`` as a test (see ``docs/spec.md``).

The tests are named ``test_<lang>_<file>_L<line>``; run one language with
``pytest tests/spec/bdd -k test_hu_``.
"""

from hearts.spec.bdd import bind

bind(globals())
