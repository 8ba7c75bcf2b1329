"""Every text of every language, gathered once for the language tests.

A language's texts are gathered when a test first asks for them (a run of one language's
tests renders that language only). Under pytest-xdist the workers share what one of them
gathered: each language is written once to the run's shared temporary folder (replaced
whole, so a worker reads it complete or not at all) and read by the others.
"""

from __future__ import annotations

import json
import os
from collections.abc import Iterator, Mapping
from pathlib import Path

import pytest

from hearts.words import LANGUAGES
from tests.language.texts import texts


class Written(Mapping[str, dict[str, str]]):
    """Language -> (name -> text), each language gathered on first use."""

    def __init__(self, out: Path, shared: Path | None) -> None:
        self._out = out
        self._shared = shared
        self._texts: dict[str, dict[str, str]] = {}

    def __getitem__(self, lang: str) -> dict[str, str]:
        if lang not in LANGUAGES:
            raise KeyError(lang)
        if lang not in self._texts:
            self._texts[lang] = self._gather(lang)
        return self._texts[lang]

    def _gather(self, lang: str) -> dict[str, str]:
        if self._shared is None:
            return texts(lang, self._out)
        path = self._shared / f"{lang}.json"
        if path.exists():
            found: dict[str, str] = json.loads(path.read_text("utf-8"))
            return found
        found = texts(lang, self._out)
        part = path.with_name(f"{lang}.{os.getpid()}.part")
        part.write_text(json.dumps(found), "utf-8")
        os.replace(part, path)
        return found

    def __iter__(self) -> Iterator[str]:
        return iter(LANGUAGES)

    def __len__(self) -> int:
        return len(LANGUAGES)


@pytest.fixture(scope="session")
def written(tmp_path_factory: pytest.TempPathFactory, worker_id: str) -> Written:
    out = tmp_path_factory.mktemp("pages")
    shared = None
    if worker_id != "master":  # the workers' folders share the run's parent folder
        shared = tmp_path_factory.getbasetemp().parent / "language-texts"
        shared.mkdir(exist_ok=True)
    return Written(out, shared)
