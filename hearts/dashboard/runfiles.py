"""Result files: one engine's run, with its date and versions, as JSON (``hearts-dashboard-result/1``).

A run is written once and never changed; the dashboard's history is the folder of result
files. Reading is for files from anywhere (a colleague's run, a download, a CI artifact):
:func:`read_result` checks size, nesting and the schema (``result.schema.json`` beside this
module) and says what is wrong in one line, the file and the place in it first.
"""

from __future__ import annotations

import functools
import json
import os
from importlib import resources
from pathlib import Path
from typing import Any

import jsonschema

from hearts.plumbing.atomic import output_in, slug, write_atomic
from hearts.plumbing.errors import InputError
from hearts.plumbing.inputs import BadInput, load_json, read_text, shown

__all__ = [
    "FORMAT",
    "MAX_RESULT_BYTES",
    "MAX_RESULT_FILES",
    "ResultFileError",
    "file_name",
    "read_result",
    "read_results",
    "write_result",
]

FORMAT = "hearts-dashboard-result/1"
MAX_RESULT_BYTES = 8 * 1024 * 1024
"""Largest result file read: 8 MiB (a run of every variant of the corpus takes about 1 MiB)."""
MAX_RESULT_FILES = 5000
"""Most result files read from one folder: years of nightly runs of a few engines."""


class ResultFileError(InputError):
    """A result file (or folder of them) that cannot be read: one line, file first."""


@functools.cache
def _validator() -> jsonschema.Draft202012Validator:
    text = resources.files("hearts.dashboard").joinpath("result.schema.json").read_text("utf-8")
    return jsonschema.Draft202012Validator(json.loads(text))


def _place(path: Any) -> str:
    return "/" + "/".join(str(p) for p in path) if path else "the top level"


def read_result(path: Path) -> dict[str, Any]:
    """One result file, checked; :class:`ResultFileError` otherwise."""
    where = str(path)
    try:
        data = load_json(read_text(path, MAX_RESULT_BYTES), where, MAX_RESULT_BYTES)
    except BadInput as err:
        raise ResultFileError(str(err)) from None
    if isinstance(data, dict) and data.get("format") != FORMAT and "format" in data:
        raise ResultFileError(
            f"{shown(where)}: format {shown(str(data['format']), 60)!s} is not {FORMAT} "
            "(a result file of hearts dashboard)"
        )
    error = jsonschema.exceptions.best_match(_validator().iter_errors(data))
    if error is not None:
        raise ResultFileError(
            f"{shown(where)}: not a dashboard result file: at {shown(_place(error.absolute_path), 80)}: "
            f"{shown(error.message, 160)}"
        )
    checked: dict[str, Any] = data
    return checked


def read_results(folder: Path) -> list[dict[str, Any]]:
    """Every ``*.json`` result file directly in ``folder``, oldest run first."""
    if not folder.is_dir():
        raise ResultFileError(f"{shown(str(folder))}: not a folder of result files")
    try:
        names = sorted(n for n in os.listdir(folder) if n.endswith(".json"))
    except OSError as err:
        raise ResultFileError(f"{shown(str(folder))}: cannot list: {err.strerror or err}") from None
    if len(names) > MAX_RESULT_FILES:
        raise ResultFileError(
            f"{shown(str(folder))}: {len(names)} result files (at most {MAX_RESULT_FILES}): "
            "move the older ones away"
        )
    runs = [read_result(folder / name) for name in names]
    return sorted(runs, key=lambda r: (r["date"], r["engine"]["name"]))


def file_name(run: dict[str, Any]) -> str:
    """``<engine>-<date>.json``: one file per engine and run, sorted by engine then date."""
    stamp = run["date"].replace(":", "").replace("-", "")
    return f"{slug(run['engine']['name'], 60)}-{stamp}.json"


def write_result(folder: Path, run: dict[str, Any]) -> Path:
    """Write ``run`` into ``folder`` (created if needed); its path. An earlier file of the same
    engine and second is replaced."""
    path = output_in(folder, file_name(run))
    write_atomic(path, json.dumps(run, indent=1, ensure_ascii=False, sort_keys=True) + "\n")
    return path
