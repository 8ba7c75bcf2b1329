"""One home for the game's words (issue 35): no template or module outside ``hearts/words`` holds a
translatable sentence, so that changing a sentence in five languages touches ``hearts/words``
only (CONTRIBUTING.md, "Change a sentence in five languages").

A template names its sentences by key (``{{ _(words.legal_cards) }}``: :mod:`hearts.words.pages`,
:mod:`hearts.words.rulecard`); a module imports the words it prints.
"""

from __future__ import annotations

import re
from pathlib import Path

from babel.messages.extract import extract_from_dir

from hearts.words import extract

PACKAGE = extract.PACKAGE
KEYWORDS = {**extract.KEYWORDS, "_noop": None, "ugettext": None, "dgettext": (2,), "lazy_gettext": None}
LITERAL_CALL = re.compile(r"""(?<![\w.])(?:_|gettext|ngettext|pgettext|npgettext)\(\s*["']""")


def _outside_words() -> list[str]:
    methods, options = extract._methods()
    found = extract_from_dir(str(PACKAGE), methods, options, keywords=KEYWORDS)
    return [f"{file}:{line}: {msg!r}" for file, line, msg, _c, _x in found if not file.startswith("words")]


def test_no_module_or_template_outside_the_words_holds_a_sentence() -> None:
    assert _outside_words() == []


def test_no_template_writes_a_sentence_or_a_trans_block() -> None:
    for template in PACKAGE.rglob("*.j2"):
        text = template.read_text(encoding="utf-8")
        assert "{% trans" not in text and "{%- trans" not in text, template
        assert not LITERAL_CALL.search(text), f"{template}: {LITERAL_CALL.search(text)}"


def test_a_planted_sentence_in_a_template_is_found(tmp_path: Path) -> None:
    planted = tmp_path / "templates" / "page.html.j2"
    planted.parent.mkdir()
    planted.write_text('<p>{{ _("A sentence outside the words") }}</p>\n', encoding="utf-8")
    methods, options = extract._methods()
    found = list(extract_from_dir(str(tmp_path), methods, options, keywords=KEYWORDS))
    assert [m for _f, _l, m, _c, _x in found] == ["A sentence outside the words"]
    assert LITERAL_CALL.search(planted.read_text(encoding="utf-8"))
