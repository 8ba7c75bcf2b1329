"""Sphinx configuration for the hearts documentation (MyST Markdown, furo theme).

``scripts/build_docs.py`` writes ``docs/generated/`` (CLI reference, variant knobs,
scenario schema reference, coverage matrix, walkthrough gallery, the table of
contents) and then runs ``sphinx-build -W``. A plain ``sphinx-build docs ...`` also
works: the generated pages are written first when they are missing.
"""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "scripts"))

if not (HERE / "generated" / "toc.md").exists():
    import build_docs

    build_docs.generate(HERE)

project = "hearts"
author = "the hearts authors"
copyright = "the hearts authors"
extensions = ["myst_parser"]
myst_enable_extensions = ["colon_fence", "deflist"]
myst_heading_anchors = 3
source_suffix = {".md": "markdown"}
exclude_patterns = ["_build", "generated/html", "generated/toc.md", "README.md"]
html_theme = "furo"
html_title = "hearts"
html_extra_path = ["generated/html"]
language = "en"
