"""Every text of every language, gathered once for the language tests."""

from __future__ import annotations

import pytest

from hearts.i18n import LANGUAGES
from tests.language.texts import texts


@pytest.fixture(scope="session")
def written(tmp_path_factory: pytest.TempPathFactory) -> dict[str, dict[str, str]]:
    out = tmp_path_factory.mktemp("pages")
    return {lang: texts(lang, out) for lang in LANGUAGES}
