"""Where marks put in a page before printing land in Chromium's PDF.

A test adds tiny links to the page (``https://mark.invalid/NAME``) at the start and the end of
each box it cares about, prints with ``Page.printToPDF``, and reads back on which page and where on
it each link's rectangle is: a box whose two marks are on different pages, or in different columns
of one page, was split by the print. Chromium writes link annotations as plain PDF objects (the
page's ``/Annots``, each with its ``/Rect`` and ``/URI``), so no PDF library is needed.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

__all__ = ["MARK_SCRIPT", "Mark", "marks"]

PREFIX = "https://mark.invalid/"

MARK_SCRIPT = """
function mark(where, name, first) {
  var a = document.createElement('a');
  a.href = 'https://mark.invalid/' + name;
  a.textContent = '.';
  a.style.cssText = 'position: absolute; left: 0; font-size: 2px; line-height: 1;';
  a.style[first ? 'top' : 'bottom'] = '0';
  if (getComputedStyle(where).position === 'static') { where.style.position = 'relative'; }
  where.appendChild(a);
}
"""
"""A page script's ``mark(element, name, first)``: a mark at the top-left corner (``first``) or
the bottom-left corner of ``element``, taking no room in its layout (positioned absolutely)."""


@dataclass(frozen=True)
class Mark:
    page: int
    """From 0, in the document's order."""
    x: float
    y: float
    width: float
    """The page's width (points)."""


_OBJECT = re.compile(rb"(\d+) 0 obj\s*<<(.*)>>\s*$", re.S)
_REF = re.compile(rb"(\d+) 0 R")
_NUMBER = rb"(-?[\d.]+)"


def _objects(pdf: bytes) -> dict[int, bytes]:
    """Every object that is a dictionary without a stream, by number."""
    out: dict[int, bytes] = {}
    for chunk in pdf.split(b"endobj"):
        start = chunk.rfind(b" 0 obj")
        if start < 0 or b"stream" in chunk[start:]:
            continue
        head = re.search(rb"(\d+)$", chunk[:start])
        found = _OBJECT.match(chunk[head.start() :].strip()) if head else None
        if found:
            out[int(found.group(1))] = found.group(2)
    return out


def marks(pdf: bytes) -> dict[str, Mark]:
    """The marks of a printed page, by name."""
    objects = _objects(pdf)
    tree = next(body for body in objects.values() if re.search(rb"/Type\s*/Pages\b", body))
    kids = re.search(rb"/Kids\s*\[([^\]]*)\]", tree)
    assert kids is not None, "a PDF without its pages' list"
    out: dict[str, Mark] = {}
    for page, ref in enumerate(_REF.findall(kids.group(1))):
        body = objects[int(ref)]
        box = re.search(rb"/MediaBox\s*\[\s*" + rb"\s+".join([_NUMBER] * 4), body)
        assert box is not None, f"page {page} without its size"
        width = float(box.group(3)) - float(box.group(1))
        annots = re.search(rb"/Annots\s*\[([^\]]*)\]", body)
        for a in _REF.findall(annots.group(1)) if annots else []:
            annot = objects[int(a)]
            uri = re.search(rb"/URI\s*\(([^)]*)\)", annot)
            rect = re.search(rb"/Rect\s*\[\s*" + rb"\s+".join([_NUMBER] * 4), annot)
            if uri is None or rect is None or not uri.group(1).decode().startswith(PREFIX):
                continue
            name = uri.group(1).decode()[len(PREFIX) :]
            out[name] = Mark(page, float(rect.group(1)), float(rect.group(2)), width)
    return out
