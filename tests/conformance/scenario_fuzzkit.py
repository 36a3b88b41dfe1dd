"""Hostile scenarios drawn from a game's scenario schema (``game.scenario_model``), for the
conformance scenario fuzz (issue 22, "Positions that should never load").

Every field of the model's JSON schema gets values that are wrong in type, out of range, unknown
names, more pieces of one kind than any box holds (one name repeated), the same piece given twice,
empty (a field with nothing in it, such as a board without tiles), or simply valid by the schema
but drawn without regard to the other fields. A draw replaces one or two fields of a real
position (``scenario_of`` of a fresh game or of one played a little), so the rest stays plausible
and the loader's checks across fields are reached.

Schema-valid values are drawn by a small walker over the JSON schema pydantic writes (``$ref``,
``anyOf``, ``enum``/``const``, numbers with bounds, strings, arrays, objects with
``properties`` or ``additionalProperties``), with sizes kept small.
"""

from __future__ import annotations

import re

from hypothesis import strategies as st

#: what the loader's refusal starts with: the field at fault, a dotted path
FIELD = re.compile(r"^Scenario field '([^']+)'")
WRONG = [None, True, -1, 2**70, 1.5, "", "x" * 300, "?", [], {}, [None], {"?": 1}]


def resolve(schema: dict, root: dict) -> dict:
    while "$ref" in schema:
        schema = root["$defs"][schema["$ref"].rsplit("/", 1)[1]]
    return schema


def members(schema: dict, root: dict) -> list[dict]:
    """The alternatives of a field (an ``anyOf``), each resolved."""
    schema = resolve(schema, root)
    if "anyOf" in schema:
        return [m for alt in schema["anyOf"] for m in members(alt, root)]
    return [schema]


def valid(schema: dict, root: dict, depth: int = 0) -> st.SearchStrategy:
    """Values the schema allows (small ones), whatever they mean for the game."""
    options = [_valid_one(m, root, depth) for m in members(schema, root)]
    return st.one_of(*options)


def _valid_one(s: dict, root: dict, depth: int) -> st.SearchStrategy:
    if "const" in s:
        return st.just(s["const"])
    if "enum" in s:
        return st.sampled_from(s["enum"])
    kind = s.get("type")
    if kind == "null":
        return st.none()
    if kind == "boolean":
        return st.booleans()
    if kind == "integer":
        lo = s.get("minimum", s.get("exclusiveMinimum", -11) + 1 if "exclusiveMinimum" in s else -10)
        hi = s.get("maximum", s.get("exclusiveMaximum", 10**6) - 1)
        return st.integers(lo, min(hi, lo + 60)) | st.sampled_from([lo, hi])
    if kind == "string":
        if "pattern" in s:
            return st.from_regex(s["pattern"], fullmatch=True).filter(lambda t: len(t) <= s.get("maxLength", 60))
        return st.text("ABCDEFGHI0123456789hv,/-: abcdefghijklmnopqrstuvwxyz", max_size=min(12, s.get("maxLength", 12)))
    if depth > 3:
        return st.none()
    if kind == "array":
        item = valid(s.get("items", {}), root, depth + 1)
        top = min(s.get("maxItems", 6), 6)
        return st.lists(item, min_size=min(s.get("minItems", 0), top), max_size=top)
    if kind == "object":
        if "properties" in s:
            required = set(s.get("required", []))
            fields = {k: valid(v, root, depth + 1) for k, v in s["properties"].items()}
            return st.fixed_dictionaries({k: v for k, v in fields.items() if k in required}, optional={k: v for k, v in fields.items() if k not in required})
        values = s.get("additionalProperties", {})
        keys = valid({"type": "string", "maxLength": 12, **s.get("propertyNames", {})}, root, depth + 1)
        return st.dictionaries(keys, valid(values if isinstance(values, dict) else {}, root, depth + 1), max_size=5)
    return st.sampled_from(WRONG)


def names_in(schema: dict, root: dict) -> list:
    """Every name an ``enum`` of this field or of its items allows (for pieces repeated)."""
    out = []
    for m in members(schema, root):
        out += m.get("enum", []) + ([m["const"]] if "const" in m else [])
        for sub in ("items", "additionalProperties"):
            if isinstance(m.get(sub), dict):
                out += names_in(m[sub], root)
    return out


def out_of_range(schema: dict, root: dict) -> list:
    """Just past a bound of the field: numbers, lengths of strings and lists."""
    out = []
    for m in members(schema, root):
        if m.get("type") == "integer":
            out += [m["maximum"] + 1] if "maximum" in m else []
            out += [m["minimum"] - 1] if "minimum" in m else []
            out += [m["exclusiveMaximum"]] if "exclusiveMaximum" in m else []
        if m.get("type") == "string" and "maxLength" in m:
            out.append("A" * (m["maxLength"] + 1))
        if m.get("type") == "array" and "maxItems" in m and m["maxItems"] < 3000:
            out.append([None] * (m["maxItems"] + 1))
    return out


def hostile(schema: dict, root: dict, current) -> st.SearchStrategy:
    """Bad or surprising values for one field whose present value is ``current``."""
    options = [st.sampled_from(WRONG), valid(schema, root)]
    edge = out_of_range(schema, root)
    if edge:
        options.append(st.sampled_from(edge))
    names = names_in(schema, root) + _strings(current)
    if names:  # unknown names, and one name many times (more pieces than a box holds)
        options.append(st.text("abcdefgxyz_:0123456789", min_size=1, max_size=10).map(lambda t: _like(current, t)))
        options.append(st.tuples(st.sampled_from(names), st.integers(2, 120)).map(lambda nk: _many(current, *nk)))
    if isinstance(current, (list, dict)) and current:
        options.append(st.just(_twice(current)))  # the same piece in two places
        options.append(st.just(type(current)()))  # nothing at all
    return st.one_of(*options)


def _strings(current) -> list[str]:
    """The names a field holds now (tiles, cards, places), to repeat past what a box holds."""
    values = current.values() if isinstance(current, dict) else current if isinstance(current, list) else []
    return sorted({v for v in values if isinstance(v, str)})[:20]


def _like(current, name):
    """An unknown name where ``current`` holds names."""
    if isinstance(current, dict):
        return {k: name for k in current} if current else {name: name}
    if isinstance(current, list):
        return [*current, name]
    return name


def _many(current, name, k: int):
    if isinstance(current, dict) and current:  # every place given holds the same piece
        return {key: name for key in current}
    if isinstance(current, dict):
        return {name: k}
    return [name] * k


def _twice(current):
    if isinstance(current, list):
        return [*current, current[0]]
    key, value = next(iter(current.items()))
    other = next((k for k in current if k != key), key)
    return {**current, other: value}


def paths(root: dict, base: dict) -> list[tuple]:
    """The fields a draw may replace: every top-level field, and one level down where the base
    holds an object or a list of objects (e.g. a player's cards, a turn step's counters)."""
    out = []
    for name, prop in root["properties"].items():
        out.append((name,))
        value = base.get(name)
        inner = [m for m in members(prop, root) if m.get("type") in ("object", "array")]
        for m in inner:
            item = resolve(m.get("items", {}), root) if m.get("type") == "array" else m
            if "properties" in item:
                lead = (name, 0) if m.get("type") == "array" else (name,)
                if m.get("type") == "array" and not (isinstance(value, list) and value):
                    continue
                if m.get("type") == "object" and not isinstance(value, dict):
                    continue
                out += [(*lead, sub) for sub in item["properties"]]
    return out


def schema_at(root: dict, path: tuple) -> dict:
    schema: dict = root
    for part in path:
        if isinstance(part, int):
            schema = next((resolve(m["items"], root) for m in members(schema, root) if "items" in m), {})
        else:
            schema = next((m["properties"][part] for m in members(schema, root) if part in m.get("properties", {})), {})
    return schema


def get(base, path):
    for part in path:
        try:
            base = base[part]
        except (KeyError, IndexError, TypeError):
            return None
    return base


def put(base: dict, path: tuple, value) -> dict:
    """A copy of ``base`` with ``value`` at ``path`` (made where it is missing): only the lists and
    objects on the path are copied, the rest is shared (the loaders never change their input)."""
    if not path:
        return value
    head, rest = path[0], path[1:]
    if isinstance(base, dict):
        out = dict(base)
        out[head] = put(base.get(head, {}) if rest else None, rest, value)
        return out
    if isinstance(base, list) and isinstance(head, int) and head < len(base):
        out = list(base)
        out[head] = put(base[head], rest, value)
        return out
    return base


@st.composite
def scenarios(draw, root: dict, bases: list[dict]):
    """A real position with one or two fields replaced by hostile draws; returns (scenario, paths)."""
    base = draw(st.sampled_from(bases))
    choices = paths(root, base)
    chosen = draw(st.lists(st.sampled_from(choices), min_size=1, max_size=2, unique=True))
    scenario = base
    for path in chosen:
        if draw(st.integers(0, 9)) == 0:  # left out: a fresh game's value
            scenario = {k: v for k, v in scenario.items() if k != path[0]} if len(path) == 1 else scenario
            continue
        scenario = put(scenario, path, draw(hostile(schema_at(root, path), root, get(base, path)), label=str(path)))
    return scenario, chosen


def variants(schema: dict, root: dict, current) -> list:
    """The same kinds of hostile values as :func:`hostile`, listed rather than drawn: every one is
    tried on every field, so a rare kind is never left to chance."""
    out = [None, "?", 1.5, [], {}, [None], {"?": 1}] + out_of_range(schema, root)
    for m in members(schema, root):
        if m.get("type") == "integer":
            out += [1, 2]
        out += m.get("enum", [])[:8]
    names = (names_in(schema, root) + _strings(current))[:6]
    for name in names:
        out.append(_many(current, name, 100))  # more of one piece than any box holds
    if names:
        out.append(_like(current, "zz_unknown"))
    if isinstance(current, (list, dict)) and current:
        out += [_twice(current), type(current)()]
    return out


# -- counters that disagree (issue 33) ----------------------------------------------------------------


def _kinds(schema: dict, root: dict) -> set[str]:
    return {m.get("type") for m in members(schema, root)}


def counters(root: dict, base: dict) -> list[tuple]:
    """Every counter of a scenario, as a path: each whole number and true-or-false value it
    holds, at any depth (a seat's water, an offer's gold, a flag), and each whole-number or
    true-or-false field of its schema that it leaves out (at the top level and in its objects)."""
    out, stack = [], [((), base)]
    while stack:
        path, node = stack.pop()
        if isinstance(node, dict):
            stack += [((*path, k), v) for k, v in node.items()]
        elif isinstance(node, list):
            stack += [((*path, i), v) for i, v in enumerate(node)]
        elif isinstance(node, (bool, int)) and path:
            out.append(path)
    for path in paths(root, base):
        if get(base, path) is None and _kinds(schema_at(root, path), root) & {"integer", "boolean"} and not any(isinstance(p, int) for p in path):
            out.append(path)
    return sorted(set(out), key=str)


def counter_values(schema: dict, root: dict, current) -> list:
    """Values the schema allows that put a counter out of step: one less, one more and three
    more (the least allowed, for a counter at none); a few small ones for a counter left out;
    the other truth for a flag."""
    if isinstance(current, bool):
        return [not current]
    bounds = [(m.get("minimum", -1), m.get("maximum", 10**6)) for m in members(schema, root) if m.get("type") == "integer"]
    if "boolean" in _kinds(schema, root) and current is None:
        return [True, False]
    lo, hi = bounds[0] if bounds else (0, 10**6)
    if not isinstance(current, int):
        return [v for v in (0, 1, 3) if lo <= v <= hi]
    wanted = [current - 1, current + 1, current + 3 if current else lo]
    return sorted({v for v in wanted if lo <= v <= hi and v != current})
