"""Keep the per-step payload small: a public snapshot, then one small delta per step.

What the page shows is a document (see document.py) that each view of the widget keeps. It
starts from the snapshot, the document of the :data:`~deltawidgets.core.game.PUBLIC` viewer (a
spectator: no hand, no peeked tile), plus the operations from it to the document of the viewer
shown (the catch-up); each step then sends only a delta: the RFC 6902 operations from the last
document to the new one. A step costs the kernel and the page in proportion to what changed,
not to the size of the game, and the page never holds a seat's secrets for longer than that
seat is shown: a delta that changes the viewer removes what the last one saw.

The snapshot stays in the page whoever is shown. A new one is taken when the caller asks: going
back in time (a later public position may show what was learnt later on), a new match, and a
page whose deltas do not follow on (it asks for a resync). A delta after a new snapshot is
taken from the snapshot ("from": null). The catch-up is made only when a view opens and asks
for the widget's whole state (:meth:`Channel.catchup`).

The snapshot and the catch-up travel as compact UTF-8 JSON bytes, compressed when long
(:func:`encode`); a delta as plain JSON inside the message unless it is long enough to be
compressed. js/doc.js decodes them and applies the operations.

>>> ch = Channel()
>>> first, _ = ch.advance(lambda: {"turn": 1, "hand": None}, {"turn": 1, "hand": ("x",)}, reset=False)
>>> ch.base.doc, first
({'turn': 1, 'hand': None}, {'from': None, 'to': 1, 'ops': [{'op': 'replace', 'path': '/hand', 'value': ['x']}]})
>>> ch.advance(lambda: {"turn": 2, "hand": None}, {"turn": 2, "hand": ("x",)}, reset=False)[0]
{'from': 1, 'to': 2, 'ops': [{'op': 'replace', 'path': '/turn', 'value': 2}]}
>>> apply(ch.base.doc, ch.catchup()["ops"]) == ch.doc == {"turn": 2, "hand": ["x"]}
True
"""

from __future__ import annotations

import json
import math
import zlib
from dataclasses import dataclass

#: JSON texts at least this long are sent zlib-compressed (a snapshot shrinks to about a fifth).
#: Shorter ones, every delta of a usual step, go as they are: inflating costs the page more than
#: the bytes do.
COMPRESS_MIN = 8192


def size(obj) -> int:
    """Bytes of the compact JSON text of ``obj`` (what the comm roughly sends)."""
    return len(json_bytes(obj))


def encode(obj) -> bytes:
    """``obj`` as the widget sends the snapshot, the catch-up and the delta: compact UTF-8 JSON, zlib-compressed
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


def is_compressed(wire: bytes) -> bool:
    """Whether :func:`encode` compressed these bytes."""
    return wire[:1] == b"x"


def decode(wire: bytes):
    """The inverse of :func:`encode` (what js/doc.js does)."""
    return json.loads(zlib.decompress(wire) if is_compressed(wire) else wire)


# -- the snapshot and the deltas ----------------------------------------------------------------------


@dataclass
class Snapshot:
    """A public document as synced: plain JSON values and its wire bytes, made once."""

    doc: dict
    wire: bytes

    @classmethod
    def of(cls, raw: dict) -> "Snapshot":
        text = json_bytes(raw)  # also the check that it is JSON
        return cls(_DECODE(text.decode()), squeeze(text))


class Channel:
    """The snapshot the page holds, the document it shows (``doc``), and the delta of each step.

    ``version`` counts the documents sent; a delta goes from one version to the next."""

    def __init__(self):
        self.base: Snapshot | None = None
        self.doc: dict | None = None
        self.version = 0

    def advance(self, public, raw: dict, reset: bool) -> tuple[dict, bytes]:
        """The delta (and its wire bytes) that makes the page show ``raw``, taking a new
        snapshot first if ``reset``.

        ``public()`` makes the public document of the same position; it is called only when a
        new snapshot is due. ``raw`` may hold the game's own values (tuples, number keys): the
        delta is made of plain copies of them."""
        # nothing changes here until everything is made: a document JSON cannot carry fails
        # with the channel as it was
        if reset or self.base is None:
            base = Snapshot.of(public())
            ops, text = Differ(base.doc).diff(raw)
            self.base, self.doc, since = base, _DECODE(json_bytes(raw).decode()), None
        else:
            ops, text = Differ(self.doc).diff(raw)
            since = self.version
            apply_in_place(self.doc, ops)
        self.version += 1
        delta = {"from": since, "to": self.version, "ops": ops}
        head = b'{"from":' + (b"null" if since is None else str(since).encode()) + b',"to":' + str(self.version).encode()
        return delta, squeeze(head + b',"ops":' + text + b"}")

    def catchup(self) -> dict:
        """What a view that opens now needs besides the snapshot: the operations from it to the
        document shown, and the version they reach."""
        return {"version": self.version, "ops": diff(self.base.doc, self.doc) if self.base else []}


def diff(old, new) -> list[dict]:
    """RFC 6902 operations (add, remove, replace only) that turn the plain JSON value ``old``
    into ``new`` (which may hold tuples and number keys, as ``json.dumps`` would write them).

    >>> diff({"a": [1, 2, 3, 4], "b": 1}, {"a": (1, 2, 5), "c": 2})
    [{'op': 'remove', 'path': '/b'}, {'op': 'replace', 'path': '/a/2', 'value': 5}, {'op': 'remove', 'path': '/a/3'}, {'op': 'add', 'path': '/c', 'value': 2}]
    >>> diff({"a": [1, 2, 3]}, {"a": [7, 8, 3]})
    [{'op': 'replace', 'path': '/a', 'value': [7, 8, 3]}]
    """
    return Differ(old).diff(new)[0]


class Differ:
    """The operations that turn a plain JSON value into another value, and their JSON text,
    made in one walk (the text of a value is made once, by the C encoder, and its plain copy
    decoded from it).

    Why not ``jsonpatch.make_patch``: its "move" optimisation can emit patches that do not
    apply when rows of nested lists shift (seen with the legal-choice list), and the
    front-end must never get such a patch. This diff is plain: lists of equal length are
    compared item by item, otherwise the common start is compared and the tail is added or
    removed from the end. Fewer operations to apply: a list mostly changed, an empty list or
    dict, and a part deep in the document (e.g. /view/cells/5) that changed in several places
    are each replaced whole.
    """

    #: parts at least this deep are replaced whole when several of their values changed
    WHOLE_DEPTH = 3

    def __init__(self, base):
        self.base = base
        self._texts: list[bytes] = []

    def diff(self, new) -> tuple[list[dict], bytes]:
        self._texts = []
        ops = self._diff(self.base, new, "", 0)
        return ops, b"[" + b",".join(self._texts) + b"]"

    def _op(self, kind: str, path: str, new=None, text: str | None = None) -> dict:
        """One operation, its text recorded; ``text``, if given, says ``new`` is plain already."""
        head = f'{{"op":"{kind}","path":{_ENCODE(path)}'
        if kind == "remove":
            op, body = {"op": kind, "path": path}, head + "}"
        else:
            if text is None:
                new, text = _plain_text(new, path)
            op, body = {"op": kind, "path": path, "value": new}, f'{head},"value":{text}}}'
        self._texts.append(body.encode())
        return op

    def _diff(self, old, new, path: str, depth: int) -> list[dict]:
        t = type(old)
        if t is list and type(new) in (list, tuple) and old:
            common = min(len(old), len(new))
            changed = [i for i in range(common) if old[i] != new[i]]
            if 2 * (len(changed) + abs(len(old) - len(new))) > max(len(old), len(new)):
                # mostly new (say, the legal choices of another decision): one value
                return [self._op("replace", path, new)]
            ops = []
            for i in changed:
                ops.extend(self._diff(old[i], new[i], f"{path}/{i}", depth + 1))
            ops.extend(self._op("remove", f"{path}/{i}") for i in range(len(old) - 1, common - 1, -1))
            ops.extend(self._op("add", f"{path}/{i}", new[i]) for i in range(common, len(new)))
            return ops
        if t is dict and type(new) is dict and old:
            if not all(type(k) is str for k in new):
                new = {_key(k): v for k, v in new.items()}
            if depth >= self.WHOLE_DEPTH and _changes(old, new) > 1:
                return [self._op("replace", path, new)]
            mark = len(self._texts)
            ops = [self._op("remove", f"{path}/{_escape(k)}") for k in old if k not in new]
            for k, v in new.items():
                if k not in old:
                    ops.append(self._op("add", f"{path}/{_escape(k)}", v))
                elif old[k] != v:
                    ops.extend(self._diff(old[k], v, f"{path}/{_escape(k)}", depth + 1))
            if len(ops) > 1 and depth >= self.WHOLE_DEPTH:
                del self._texts[mark:]
                return [self._op("replace", path, new)]
            return ops
        if t is type(new) and old == new:
            return []
        value, text = _plain_text(new, path)
        return [] if t is type(value) and old == value else [self._op("replace", path, value, text)]


def apply_in_place(doc, ops: list[dict]) -> None:
    """Apply add/remove/replace operations to the plain JSON value ``doc`` itself (each value
    copied in, so that the document shares nothing with the operations).

    >>> doc = {"a": [1, 2], "b": {"c": 1}}
    >>> apply_in_place(doc, [{"op": "add", "path": "/a/2", "value": 3}, {"op": "remove", "path": "/b/c"},
    ...                      {"op": "replace", "path": "/a/0", "value": [0]}])
    >>> doc
    {'a': [[0], 2, 3], 'b': {}}
    """
    for op in ops:
        *parents, last = [k.replace("~1", "/").replace("~0", "~") for k in op["path"].split("/")[1:]]
        node = doc
        for key in parents:
            node = node[int(key)] if type(node) is list else node[key]
        kind = op["op"]
        if kind == "remove":
            del node[int(last) if type(node) is list else last]
            continue
        value = op["value"]
        if type(value) not in _PLAIN:
            value = _DECODE(_ENCODE(value))
        if type(node) is list and kind == "add":
            node.insert(int(last), value)
        elif type(node) is list:
            node[int(last)] = value
        else:
            node[last] = value


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
    """What the front-end computes: the document that the operations ``patch`` make of ``base``
    (``base`` is left as it was)."""
    if not patch:
        return base
    doc = _DECODE(_ENCODE(base))
    apply_in_place(doc, patch)
    return doc


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
    except _BadValueError as bad:
        path, message = _first_bad(obj)
        raise bad.kind(f"{message} at {path or '/'}") from None


class _BadValueError(Exception):
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
    except _BadValueError as bad:
        return path, str(bad)
    return None


def _key(k) -> str:
    # json.dumps writes number, bool and null keys as their JSON text
    if isinstance(k, str):
        return str(k)
    if k is None or isinstance(k, (bool, int, float)):
        return json.dumps(_number_or_text(k))
    raise _BadValueError(TypeError, f"a widget document's keys are text or numbers; got a {type(k).__name__} key")


def _number_or_text(v):
    if isinstance(v, bool) or v is None:
        return v
    if isinstance(v, float):
        if not math.isfinite(v):
            raise _BadValueError(ValueError, f"JSON has no number {v}")
        return float(v)
    if isinstance(v, int):
        return int(v)  # an IntEnum, say, travels as its number
    if isinstance(v, str):
        return str(v)
    raise _BadValueError(TypeError, f"a widget document holds JSON values only; got a {type(v).__name__}")
