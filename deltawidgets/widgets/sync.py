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
    patch = diff(base, doc)
    if size(patch) > RESNAPSHOT_SHARE * size(base):
        return doc, []
    return base, patch


def diff(old, new, path: str = "") -> list[dict]:
    """RFC 6902 operations (add, remove, replace only) that turn ``old`` into ``new``.

    Why not ``jsonpatch.make_patch``: its "move" optimisation can emit patches that do not
    apply when rows of nested lists shift (seen with the legal-choice table), and the
    front-end must never get such a patch. This diff is plain: lists of equal length are
    compared item by item, otherwise the common start is compared and the tail is added or
    removed from the end.

    >>> diff({"a": [1, 2, 3], "b": 1}, {"a": [1, 5], "c": 2})
    [{'op': 'remove', 'path': '/b'}, {'op': 'replace', 'path': '/a/1', 'value': 5}, {'op': 'remove', 'path': '/a/2'}, {'op': 'add', 'path': '/c', 'value': 2}]
    """
    if type(old) is not type(new):
        return [{"op": "replace", "path": path, "value": new}]
    if isinstance(old, dict):
        ops = [{"op": "remove", "path": f"{path}/{_escape(k)}"} for k in old if k not in new]
        for k, v in new.items():
            if k not in old:
                ops.append({"op": "add", "path": f"{path}/{_escape(k)}", "value": v})
            elif old[k] != v:
                ops.extend(diff(old[k], v, f"{path}/{_escape(k)}"))
        return ops
    if isinstance(old, list):
        common = min(len(old), len(new))
        ops = []
        for i in range(common):
            if old[i] != new[i]:
                ops.extend(diff(old[i], new[i], f"{path}/{i}"))
        ops.extend({"op": "remove", "path": f"{path}/{i}"} for i in range(len(old) - 1, common - 1, -1))
        ops.extend({"op": "add", "path": f"{path}/{i}", "value": new[i]} for i in range(common, len(new)))
        return ops
    return [] if old == new else [{"op": "replace", "path": path, "value": new}]


def _escape(key: str) -> str:
    return str(key).replace("~", "~0").replace("/", "~1")


def apply(base: dict, patch: list) -> dict:
    """What the front-end computes: the (packed) document that ``patch`` makes of ``base``."""
    return jsonpatch.apply_patch(base, patch) if patch else base


# -- packing: long lists of alike dicts (board spaces, cards) as tables ----------------------------
# {"$table": [keys], "opt": [keys some rows lack], "rows": [[values], ...]}: the keys are sent once,
# and a column of small dicts ("nest": {key: [subkeys]}) sends each dict as a list of its values,
# not once per row, and a change in one row patches one value. Lossless, and generic: a list
# qualifies when it holds at least PACK_MIN dicts and no optional key ever holds null (so null
# can stand for "absent"). js/doc.js has the same unpack.
PACK_MIN = 4
TABLE = "$table"


def pack(obj):
    """``obj`` with every qualifying list of dicts turned into a table.

    >>> pack([{"a": 1}, {"a": 2, "b": 3}, {"a": 4}, {"a": 5}])
    {'$table': ['a', 'b'], 'opt': ['b'], 'rows': [[1, None], [2, 3], [4, None], [5, None]]}
    >>> unpack(pack([{"a": 1}, {"a": 2, "b": 3}, {"a": 4}, {"a": 5}]))
    [{'a': 1}, {'a': 2, 'b': 3}, {'a': 4}, {'a': 5}]
    """
    if isinstance(obj, dict):
        assert TABLE not in obj, f"a document may not use the key {TABLE!r}"
        return {k: pack(v) for k, v in obj.items()}
    if isinstance(obj, list):
        items = [pack(v) for v in obj]
        table = _as_table(items)
        return table if table is not None else items
    return obj


def _as_table(items: list):
    if len(items) < PACK_MIN or not all(isinstance(d, dict) for d in items):
        return None
    keys: list[str] = []
    for d in items:
        keys.extend(k for k in d if k not in keys)
    optional = [k for k in keys if not all(k in d for d in items)]
    if any(d.get(k, 0) is None for k in optional for d in items):
        return None
    nest = {k: sub for k in keys if (sub := _nested_keys([d[k] for d in items if k in d]))}
    rows = [[_cell(d.get(k), nest.get(k)) for k in keys] for d in items]
    table = {TABLE: keys, "opt": optional, "rows": rows}
    if nest:
        table["nest"] = nest
    return table


def _nested_keys(values: list) -> list[str] | None:
    """Keys of a column whose values are all small plain dicts (no nulls): sent as value lists."""
    if not values or not all(isinstance(v, dict) and v and TABLE not in v for v in values):
        return None
    if any(x is None for v in values for x in v.values()):
        return None
    sub: list[str] = []
    for v in values:
        sub.extend(k for k in v if k not in sub)
    return sub


def _cell(value, sub: list[str] | None):
    if sub is None or value is None:
        return value
    return [value.get(k) for k in sub]


def unpack(obj):
    """The inverse of :func:`pack`.

    >>> rows = [{"f": {"k": "a", "v": 1}}, {"f": {"k": "b"}}, {}, {"f": {"v": 2}}]
    >>> unpack(pack(rows)) == rows
    True
    """
    if isinstance(obj, dict):
        if TABLE in obj:
            keys, optional, nest = obj[TABLE], set(obj["opt"]), obj.get("nest", {})
            return [
                {k: _uncell(v, nest.get(k)) for k, v in zip(keys, row) if not (v is None and k in optional)}
                for row in obj["rows"]
            ]
        return {k: unpack(v) for k, v in obj.items()}
    if isinstance(obj, list):
        return [unpack(v) for v in obj]
    return obj


def _uncell(value, sub):
    if sub is None or value is None:
        return unpack(value)
    return {k: unpack(x) for k, x in zip(sub, value) if x is not None}
