"""Keep the per-step payload small: a public snapshot plus one JSON patch for the viewer shown.

The front-end rebuilds the document as ``apply(snapshot, patch)``. The snapshot is the
document of the :data:`~deltawidgets.core.game.PUBLIC` viewer (a spectator: no hand, no peeked
tile), so it may stay in the page whoever is shown: changing the seat shown, as hot-seat play
does at every turn, sends a new patch, not a new snapshot, and the page never holds a seat's
secrets for longer than that seat is shown. The patch is taken against the snapshot (not the
previous step), so a view that renders late, or twice, needs nothing but the two synced values.

A new snapshot is taken when the caller asks (going back in time: a later public position may
show what was learnt later on) and when the patch has grown by more than a share of the
snapshot since the snapshot was taken (:class:`Channel`).

Both travel as compact UTF-8 JSON bytes, compressed when long (:func:`encode`); js/doc.js
undoes that.

>>> public = {"turn": 1, "cells": list(range(30)), "hand": None}
>>> ch = Channel()
>>> patch, wire = ch.advance(lambda: public, {"turn": 1, "cells": list(range(30)), "hand": ("x",)}, reset=False)
>>> ch.base.doc == public, patch
(True, [{'op': 'replace', 'path': '/hand', 'value': ['x']}])
>>> apply(ch.base.doc, patch)["hand"]
['x']
"""
from __future__ import annotations

import json
import math
import zlib
from dataclasses import dataclass

import jsonpatch

#: A patch that has grown past its size when the snapshot was taken by more than this share of
#: the snapshot's size is replaced by a patch against a new snapshot.
RESNAPSHOT_SHARE = 0.25

#: JSON texts at least this long are sent zlib-compressed (a snapshot shrinks to about a fifth).
#: Shorter ones, most patches, go as they are: inflating costs the page more than the bytes do.
COMPRESS_MIN = 8192


def size(obj) -> int:
    """Bytes of the compact JSON text of ``obj`` (what the comm roughly sends)."""
    return len(json_bytes(obj))


def encode(obj) -> bytes:
    """``obj`` as the widget sends the snapshot and the patch: compact UTF-8 JSON, zlib-compressed
    when it is long (js/doc.js tells the two apart by the first byte: JSON never starts with
    zlib's 0x78).

    As bytes they travel as one binary buffer of the comm message, which ipywidgets neither
    walks (it looks for buffers in every nested value) nor encodes again inside the message's
    JSON; the front-end parses them once.

    >>> encode({"view": [1, "Ω"]})
    b'{"view":[1,"\xce\xa9"]}'
    >>> big = {"cells": [{"id": f"c{i}", "tile": "down"} for i in range(400)]}
    >>> wire = encode(big); wire[:1], len(wire) < size(big) / 3, decode(wire) == big
    (b'x', True, True)
    """
    return squeeze(json_bytes(obj))


# made once: json.dumps with options builds a new encoder at every call
_ENCODE = json.JSONEncoder(separators=(",", ":"), ensure_ascii=False, allow_nan=False).encode
_DECODE = json.JSONDecoder().decode


def json_bytes(obj) -> bytes:
    """Compact UTF-8 JSON of ``obj``; a value JSON cannot carry fails with its path.

    >>> json_bytes({"cells": [{"seen": {1, 2}}]})
    Traceback (most recent call last):
    ...
    TypeError: a widget document holds JSON values only; got a set at /cells/0/seen
    """
    try:
        return _ENCODE(obj).encode()
    except (TypeError, ValueError):
        plain(obj)  # raises, naming the path
        raise


def squeeze(text: bytes) -> bytes:
    """``text`` compressed if it is long enough to gain (level 1: fast, and most of the gain)."""
    return zlib.compress(text, 1) if len(text) >= COMPRESS_MIN else text


def decode(wire: bytes):
    """The inverse of :func:`encode` (what js/doc.js does)."""
    return json.loads(zlib.decompress(wire) if wire[:1] == b"x" else wire)


# -- the snapshot and the patch ---------------------------------------------------------------------

@dataclass
class Snapshot:
    """A public document as synced: plain JSON values, its wire bytes made once, its JSON size,
    and the size of the first patch taken against it (what the viewer's own part costs)."""

    doc: dict
    wire: bytes
    size: int
    floor: int = -1

    @classmethod
    def of(cls, raw: dict) -> "Snapshot":
        text = json_bytes(raw)  # also the check that it is JSON
        return cls(json.loads(text), squeeze(text), len(text))


class Channel:
    """The snapshot the page holds, and the patch from it to each new document.

    >>> ch = Channel()
    >>> patch, wire = ch.advance(lambda: {"turn": 1, "hand": None}, {"turn": 1, "hand": ("x",)}, reset=False)
    >>> ch.base.doc, patch, wire
    ({'turn': 1, 'hand': None}, [{'op': 'replace', 'path': '/hand', 'value': ['x']}], b'[{"op":"replace","path":"/hand","value":["x"]}]')
    """

    def __init__(self):
        self.base: Snapshot | None = None
        self._differ: Differ | None = None

    def advance(self, public, doc: dict, reset: bool) -> tuple[list, bytes]:
        """The patch (and its wire bytes) that makes ``doc`` of the snapshot, taking a new
        snapshot first if ``reset`` or if the patch has grown too much.

        ``public()`` makes the public document of the same position; it is called only when a
        new snapshot is due. ``doc`` may hold the game's own values (tuples, number keys): the
        patch is made of plain copies of them."""
        if self.base is None or reset:
            self._take(public())
        patch, text = self._differ.diff(doc)
        if self.base.floor < 0:
            self.base.floor = len(text)
        elif len(text) > self.base.floor + RESNAPSHOT_SHARE * self.base.size:
            self._take(public())
            patch, text = self._differ.diff(doc)
            self.base.floor = len(text)
        return patch, squeeze(text)

    def _take(self, raw: dict) -> None:
        self.base = Snapshot.of(raw)
        self._differ = Differ(self.base.doc)


def diff(old, new) -> list[dict]:
    """RFC 6902 operations (add, remove, replace only) that turn the plain JSON value ``old``
    into ``new`` (which may hold tuples and number keys, as ``json.dumps`` would write them).

    >>> diff({"a": [1, 2, 3], "b": 1}, {"a": (1, 5), "c": 2})
    [{'op': 'remove', 'path': '/b'}, {'op': 'replace', 'path': '/a/1', 'value': 5}, {'op': 'remove', 'path': '/a/2'}, {'op': 'add', 'path': '/c', 'value': 2}]
    """
    return Differ(old).diff(new)[0]


class Differ:
    """Diffs against one base, again and again, giving the operations and their JSON text.

    Each call remembers the operations of every changed part deep in the document (and the text
    of every operation), and the next call reuses them where that part is unchanged: successive
    positions differ in a few places, while the patch against the base accumulates every change
    since the snapshot, so most of the work would be repeated.

    Why not ``jsonpatch.make_patch``: its "move" optimisation can emit patches that do not
    apply when rows of nested lists shift (seen with the legal-choice list), and the
    front-end must never get such a patch. This diff is plain: lists of equal length are
    compared item by item, otherwise the common start is compared and the tail is added or
    removed from the end; an empty list or dict is replaced whole, and so is a part deep in the
    document that changed in several places.
    """

    #: parts at least this deep (e.g. /view/cells/5) are remembered
    MEMO_DEPTH = 3

    def __init__(self, base):
        self.base = base
        self._memo: dict[str, tuple] = {}  # path -> (plain copy of the part, its operations)
        self._next: dict[str, tuple] = {}
        self._texts: dict[int, tuple] = {}  # id(op) -> (op, its JSON text); op is held so its id stays its own
        self._new_texts: dict[int, tuple] = {}
        self._leaves: dict[tuple, tuple] = {}  # (kind, path, type, value) -> (op, its JSON text)
        self._new_leaves: dict[tuple, tuple] = {}

    def diff(self, new) -> tuple[list[dict], bytes]:
        self._next, self._new_texts, self._new_leaves = {}, {}, {}
        ops = self._diff(self.base, new, "", 0)
        self._memo, self._texts, self._leaves = self._next, self._new_texts, self._new_leaves
        return ops, b"[" + b",".join(self._texts[id(op)][1] for op in ops) + b"]"

    def _part(self, old, new, path: str, depth: int) -> list[dict]:
        if depth < self.MEMO_DEPTH or type(new) not in (dict, list, tuple):
            return self._diff(old, new, path, depth)
        hit = self._memo.get(path)
        if hit is not None and hit[0] == new:
            for op in hit[1]:
                self._new_texts[id(op)] = self._texts[id(op)]
        else:
            # diffed as a plain copy, and remembered as one: the game may change its own
            # containers later
            copy, text = _plain_text(new, path)
            hit = (copy, self._diff(old, copy, path, depth, text))
        self._next[path] = hit
        return hit[1]

    def _op(self, kind: str, path: str, new=None, text: str | None = None, made: bool = False) -> dict:
        """One operation, its text recorded. ``made``: ``new`` is a plain copy already (and
        ``text``, if given, its JSON). An operation whose value is a plain leaf (a log line, a
        turn number) is made once while it stays in the patch."""
        leaf = kind == "remove" or type(new) in _PLAIN
        if leaf:
            key = (kind, path, type(new), new)
            known = self._leaves.get(key)
            if known is not None:
                self._new_leaves[key] = known
                self._new_texts[id(known[0])] = known
                return known[0]
        head = f'{{"op":"{kind}","path":{_ENCODE(path)}'
        if kind == "remove":
            op, body = {"op": kind, "path": path}, head + "}"
        else:
            if text is None:
                if made or leaf:
                    text = _ENCODE(new)
                else:
                    new, text = _plain_text(new, path)
            op, body = {"op": kind, "path": path, "value": new}, f'{head},"value":{text}}}'
        entry = self._new_texts[id(op)] = (op, body.encode())
        if leaf:
            self._new_leaves[key] = entry
        return op

    def _diff(self, old, new, path: str, depth: int, text: str | None = None) -> list[dict]:
        """``text``: ``new`` is a plain copy, and this its JSON (a remembered part)."""
        made = text is not None
        t = type(old)
        if t is list and type(new) in (list, tuple) and old:
            common = min(len(old), len(new))
            ops = []
            for i in range(common):
                if old[i] != new[i]:
                    ops.extend(self._part(old[i], new[i], f"{path}/{i}", depth + 1))
            ops.extend(self._op("remove", f"{path}/{i}") for i in range(len(old) - 1, common - 1, -1))
            ops.extend(self._op("add", f"{path}/{i}", new[i], made=made) for i in range(common, len(new)))
            return ops
        if t is dict and type(new) is dict and old:
            if not all(type(k) is str for k in new):
                new = {_key(k): v for k, v in new.items()}
            if depth >= self.MEMO_DEPTH and _changes(old, new) > 1:
                # one value instead of several operations: fewer for the page to apply
                return [self._op("replace", path, new, text, made)]
            ops = [self._op("remove", f"{path}/{_escape(k)}") for k in old if k not in new]
            for k, v in new.items():
                if k not in old:
                    ops.append(self._op("add", f"{path}/{_escape(k)}", v, made=made))
                elif old[k] != v:
                    ops.extend(self._part(old[k], v, f"{path}/{_escape(k)}", depth + 1))
            if len(ops) > 1 and depth >= self.MEMO_DEPTH:
                return [self._op("replace", path, new, text, made)]
            return ops
        if t is type(new) and old == new:
            return []
        if type(new) in _PLAIN:
            return [self._op("replace", path, new)]
        if not made:
            new, text = _plain_text(new, path)
        return [] if t is type(new) and old == new else [self._op("replace", path, new, text, True)]


def _changes(old: dict, new: dict) -> int:
    """How many keys differ between two dicts (``new``'s keys already text)."""
    return len(old.keys() ^ new.keys()) + sum(1 for k, v in new.items() if k in old and old[k] != v)


def _plain_text(value, path: str) -> tuple:
    """(a plain copy of ``value``, its JSON text): made by the C encoder and decoder, which is
    faster than a walk in Python; a value JSON cannot carry fails with its path."""
    try:
        text = _ENCODE(value)
    except (TypeError, ValueError) as err:
        found = _first_bad(value)
        if found is None:
            raise
        raise type(err)(f"{found[1]} at {path}{found[0]}") from None
    return (value if type(value) in _PLAIN else _DECODE(text)), text


def _escape(key: str) -> str:
    return key.replace("~", "~0").replace("/", "~1")


def apply(base: dict, patch: list) -> dict:
    """What the front-end computes: the document that ``patch`` makes of ``base``."""
    return jsonpatch.apply_patch(base, patch) if patch else base


# -- plain JSON values -------------------------------------------------------------------------------
#: values copied as they are (everything else is a container, or a number to check)
_PLAIN = frozenset((str, int, bool, type(None)))


def plain(obj):
    """A copy of ``obj`` made of plain JSON values only (tuples become lists, number keys text,
    as ``json.dumps`` writes them), sharing no container with it; a value JSON cannot carry
    fails with its path.

    >>> plain({1: (2, 3.0), "k": [True, None]})
    {'1': [2, 3.0], 'k': [True, None]}
    >>> plain({"score": float("nan")})
    Traceback (most recent call last):
    ...
    ValueError: JSON has no number nan at /score
    """
    try:
        return _plain(obj)
    except _Bad as bad:
        path, message = _first_bad(obj)
        raise bad.kind(f"{message} at {path or '/'}") from None


class _Bad(Exception):
    """A value JSON cannot carry (its path is found afterwards, off the hot path)."""

    def __init__(self, kind, message):
        super().__init__(message)
        self.kind = kind


def _plain(obj):
    t = type(obj)
    if t is dict:
        return {k if type(k) is str else _key(k): v if type(v) in _PLAIN else _plain(v) for k, v in obj.items()}
    if t is list or t is tuple:
        return [v if type(v) in _PLAIN else _plain(v) for v in obj]
    return _number_or_text(obj)


def _first_bad(obj, path: str = ""):
    """(path, message) of the first value in ``obj`` that :func:`_plain` refuses, else None."""
    try:
        if type(obj) is dict:
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
    if isinstance(k, str):
        return str(k)
    if k is None or isinstance(k, (bool, int, float)):
        return json.dumps(_number_or_text(k))
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
