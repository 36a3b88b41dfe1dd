"""Keep the per-step payload small: a snapshot of the widget's document plus one JSON patch.

The front-end rebuilds the document as ``apply(snapshot, patch)``. The patch is always taken
against the snapshot (not against the previous step), so any view that renders late, or renders
twice, needs nothing but the two synced values. When the patch grows past a share of the
snapshot, or when the caller asks for it, a fresh snapshot is sent and the patch starts empty.

A caller must ask for a fresh snapshot whenever the viewer changes or the timeline goes back:
a snapshot taken for another viewer, or at a later position, may hold what the new view must
not (see :class:`deltawidgets.widgets.GameWidget`).

Both are packed first (lists of alike dicts as tables, see :func:`pack`) and travel as compact
JSON bytes, compressed when long (:func:`encode`); js/doc.js undoes all three.

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
import math
import zlib
from operator import itemgetter

import jsonpatch

#: A patch larger than this share of the snapshot's size is replaced by a new snapshot.
RESNAPSHOT_SHARE = 0.5


def size(obj) -> int:
    """Bytes of the compact JSON text of ``obj`` (what the comm roughly sends)."""
    return len(json.dumps(obj, separators=(",", ":")))


#: JSON texts at least this long are sent zlib-compressed (a snapshot shrinks to about a quarter)
COMPRESS_MIN = 1024


def encode(obj) -> bytes:
    """``obj`` as the widget sends the snapshot and the patch: compact UTF-8 JSON, zlib-compressed
    when it is long (js/doc.js tells the two apart by the first byte: JSON never starts with
    zlib's 0x78).

    As bytes they travel as one binary buffer of the comm message, which ipywidgets neither
    walks (it looks for buffers in every nested value) nor encodes again inside the message's
    JSON; the front-end parses them once. Fewer bytes also arrive sooner: a hot-seat game sends
    a new snapshot whenever the seat shown changes.

    >>> encode({"view": [1, "Ω"]})
    b'{"view":[1,"\xce\xa9"]}'
    >>> big = {"cells": [{"id": f"c{i}", "tile": "down"} for i in range(60)]}
    >>> wire = encode(big); wire[:1], len(wire) < size(big) / 3, decode(wire) == big
    (b'x', True, True)
    """
    return squeeze(json_bytes(obj))


def json_bytes(obj) -> bytes:
    """Compact UTF-8 JSON of ``obj``."""
    return json.dumps(obj, separators=(",", ":"), ensure_ascii=False).encode()


def squeeze(text: bytes) -> bytes:
    """``text`` compressed if it is long enough to gain (level 1: fast, and most of the gain)."""
    return zlib.compress(text, 1) if len(text) >= COMPRESS_MIN else text


def decode(wire: bytes):
    """The inverse of :func:`encode` (what js/doc.js does)."""
    return json.loads(zlib.decompress(wire) if wire[:1] == b"x" else wire)


def advance(base: dict | None, doc: dict, reset: bool, base_size: int | None = None) -> tuple[dict, list]:
    """The (snapshot, patch) pair to sync so that the front-end shows ``doc``.

    ``base_size``, if known, is ``size(base)`` (a caller that keeps its snapshot saves
    measuring it again at every step)."""
    if base is None or reset:
        return doc, []
    patch = diff(base, doc)
    if size(patch) > RESNAPSHOT_SHARE * (size(base) if base_size is None else base_size):
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
#: values copied as they are (everything else is a container, or a number to check)
_PLAIN = frozenset((str, int, bool, type(None)))


def pack(obj):
    """``obj`` as plain JSON values (tuples become lists, number keys text, as ``json.dumps``
    would make them), with every qualifying list of dicts turned into a table.

    It also is the widget's JSON check: a value JSON cannot carry fails here, in Python, with
    the path to it, and the result shares no container with ``obj`` (a game's observation may
    hand out its own lists). One walk does all three, so the hot path needs no JSON round trip.

    >>> pack([{"a": 1}, {"a": 2, "b": 3}, {"a": 4}, {"a": (5, 6)}])
    {'$table': ['a', 'b'], 'opt': ['b'], 'rows': [[1, None], [2, 3], [4, None], [[5, 6], None]]}
    >>> unpack(pack([{"a": 1}, {"a": 2, "b": 3}, {"a": 4}, {"a": 5}]))
    [{'a': 1}, {'a': 2, 'b': 3}, {'a': 4}, {'a': 5}]
    >>> pack({"cells": [{"seen": {1, 2}}]})
    Traceback (most recent call last):
    ...
    TypeError: a widget document holds JSON values only; got a set at /cells/0/seen
    """
    try:
        return _pack(obj)
    except _Bad as bad:
        path, message = _first_bad(obj)
        raise bad.kind(f"{message} at {path or '/'}") from None


class _Bad(Exception):
    """A value JSON cannot carry (its path is found afterwards, off the hot path)."""

    def __init__(self, kind, message):
        super().__init__(message)
        self.kind = kind


def _pack(obj):
    t = type(obj)
    if t is dict:
        if TABLE in obj:
            raise _Bad(ValueError, f"a widget document may not use the key {TABLE!r}")
        return {k if type(k) is str else _key(k): v if type(v) in _PLAIN else _pack(v) for k, v in obj.items()}
    if t is list or t is tuple:
        if len(obj) >= PACK_MIN and type(obj[0]) is dict:
            table = _as_table(obj)
            if table is not None:
                return table
        return [v if type(v) in _PLAIN else _pack(v) for v in obj]
    return _number_or_text(obj)


def _first_bad(obj, path: str = ""):
    """(path, message) of the first value in ``obj`` that :func:`_pack` refuses, else None."""
    try:
        if type(obj) is dict:
            if TABLE in obj:
                return path, f"a widget document may not use the key {TABLE!r}"
            for k, v in obj.items():
                if found := _first_bad(v, f"{path}/{_escape(_key(k))}"):
                    return found
            return None
        if type(obj) in (list, tuple):
            return next(filter(None, (_first_bad(v, f"{path}/{i}") for i, v in enumerate(obj))), None)
        _number_or_text(obj)
    except _Bad as bad:
        return path, str(bad)
    return None


def _key(k) -> str:
    # json.dumps writes number, bool and null keys as their JSON text
    if k is None or isinstance(k, (bool, int, float)):
        return json.dumps(_number_or_text(k))
    if isinstance(k, str):
        return str(k)
    raise _Bad(TypeError, f"a widget document's keys are text or numbers; got a {type(k).__name__} key")


def _number_or_text(v):
    if isinstance(v, bool) or v is None:
        return v
    if isinstance(v, float):
        if not math.isfinite(v):
            raise _Bad(ValueError, f"JSON has no number {v}")
        return float(v)
    if isinstance(v, int):
        return int(v)  # an IntEnum, say, travels as its number
    if isinstance(v, str):
        return str(v)
    raise _Bad(TypeError, f"a widget document holds JSON values only; got a {type(v).__name__}")


def _as_table(items):
    """The table of a list of (unpacked) dicts, its values packed; None if the list does not qualify."""
    if not all(type(d) is dict for d in items):
        return None
    first = items[0].keys()
    if all(d.keys() == first for d in items):
        keys = list(first)  # the usual case: every row has the same keys
    else:
        union: dict = {}
        for d in items:
            union.update(dict.fromkeys(d))
        keys = list(union)
    if not all(type(k) is str for k in keys):
        return _as_table([_pack(d) for d in items])  # keys made text first, as JSON would
    if TABLE in keys:
        raise _Bad(ValueError, f"a widget document may not use the key {TABLE!r}")
    # a row with as many keys as the union has them all
    optional = [] if all(len(d) == len(keys) for d in items) else [k for k in keys if any(k not in d for d in items)]
    if any(d.get(k, 0) is None for k in optional for d in items):
        return None
    get = (lambda d: [d.get(k) for k in keys]) if optional else itemgetter(*keys) if len(keys) > 1 else (lambda d: [d[k] for k in keys])
    rows = [[v if type(v) in _PLAIN else _pack(v) for v in get(d)] for d in items]
    nest = {}
    for i, k in enumerate(keys):
        # null in an optional column means "absent": the column's values are the others
        sub = _nested_keys([row[i] for row in rows if row[i] is not None] if k in optional else [row[i] for row in rows])
        if sub:
            nest[k] = sub
            for row in rows:
                if row[i] is not None:
                    row[i] = [row[i].get(s) for s in sub]
    table = {TABLE: keys, "opt": optional, "rows": rows}
    if nest:
        table["nest"] = nest
    return table


def _nested_keys(values: list) -> list[str] | None:
    """Keys of a column whose values are all small plain dicts (no nulls): sent as value lists."""
    sub: dict = {}
    for v in values:
        if type(v) is not dict or not v or TABLE in v:
            return None
        for k, x in v.items():
            if x is None:
                return None
            sub[k] = None
    return list(sub) or None


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
