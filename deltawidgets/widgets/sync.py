"""Keep the per-step payload small: a snapshot of the widget's document plus one JSON patch.

The front-end rebuilds the document as ``apply(snapshot, patch)``. The patch is always taken
against the snapshot (not against the previous step), so any view that renders late, or renders
twice, needs nothing but the two synced values. When the patch grows past a share of the
snapshot, or when the caller asks for it, a fresh snapshot is sent and the patch starts empty.

A caller must ask for a fresh snapshot whenever the viewer changes or the timeline goes back:
a snapshot taken for another viewer, or at a later position, may hold what the new view must
not (see :class:`deltawidgets.widgets.GameWidget`).

>>> first = {"turn": 1, "cells": list(range(30))}
>>> base, patch = advance(None, first, reset=False)
>>> base == first, patch
(True, [])
>>> base, patch = advance(base, {"turn": 2, "cells": list(range(30))}, reset=False)
>>> patch
[{'op': 'replace', 'path': '/turn', 'value': 2}]
>>> apply(base, patch)["turn"]
2
"""
from __future__ import annotations

import json

import jsonpatch

#: A patch larger than this share of the snapshot's size is replaced by a new snapshot.
RESNAPSHOT_SHARE = 0.5


def size(obj) -> int:
    """Bytes of the compact JSON text of ``obj`` (what the comm roughly sends)."""
    return len(json.dumps(obj, separators=(",", ":")))


def advance(base: dict | None, doc: dict, reset: bool) -> tuple[dict, list]:
    """The (snapshot, patch) pair to sync so that the front-end shows ``doc``."""
    if base is None or reset:
        return doc, []
    patch = jsonpatch.make_patch(base, doc).patch
    if size(patch) > RESNAPSHOT_SHARE * size(base):
        return doc, []
    return base, patch


def apply(base: dict, patch: list) -> dict:
    """What the front-end computes: the document that ``patch`` makes of ``base``."""
    return jsonpatch.apply_patch(base, patch) if patch else base
