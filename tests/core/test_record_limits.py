"""Core: a record is refused in bounded time and memory, with a RecordError naming what is wrong:
too many decisions, oversized rule-option lists, special files, duplicate keys, deep nesting
(issue 15, hardening). The bounds are one configurable Limits value."""

from __future__ import annotations

import json
import os
import time

import pytest

from corekit import random_match
from deltawidgets import Match, RecordError
from deltawidgets.core.limits import LIMITS, Limits


@pytest.fixture(scope="module")
def rec():
    return random_match(40, seed=5).record()


def _error(source, **kw) -> str:
    start = time.perf_counter()
    with pytest.raises(RecordError) as err:
        Match.load(source, **kw)
    assert time.perf_counter() - start < 2.0, "a bad record must be refused quickly"
    msg = str(err.value)
    assert 0 < len(msg) < 500, "an error quotes at most a short prefix of a bad value"
    return msg


def test_limits__a_record_longer_than_the_decision_limit_is_refused_before_replay(rec):
    long = dict(rec, actions=rec["actions"] * (LIMITS.max_decisions // len(rec["actions"]) + 1))
    assert f"at most {LIMITS.max_decisions}" in _error(long)
    assert "at most 10 " in _error(rec, limits=Limits(max_decisions=10))


def test_limits__the_decision_limit_is_configurable(rec):
    assert Match.load(rec, limits=Limits(max_decisions=len(rec["actions"]))).cursor == len(rec["actions"])


def test_limits__a_huge_rule_option_list_is_refused(rec):
    """The 19 MB option list of the issue: the list is named, its size given, nothing echoed."""
    params = dict(rec["params"], mineral_tiles={"alphatite": [1] * 3_000_000})
    msg = _error(json.dumps(dict(rec, params=params)))
    assert "params.mineral_tiles.alphatite" in msg and "3000000 items" in msg


def test_limits__a_params_value_nested_100k_deep_is_a_record_error_not_recursion(rec):
    deep: list = []
    for _ in range(100_000):
        deep = [deep]
    assert "'params.players' is nested" in _error(dict(rec, params={"players": deep}))
    assert "'scenario.tiles' is nested" in _error(dict(rec, scenario={"tiles": deep}))


def test_limits__duplicate_keys_are_refused(rec):
    text = json.dumps(rec)
    assert "'seed' twice" in _error(text.replace('"seed":', '"seed": 1, "seed":', 1))
    inner = text.replace('"players":', '"players": 2, "players":', 1)
    assert "'players' twice" in _error(inner)


def test_limits__special_files_are_refused_without_reading_them(tmp_path):
    if os.path.exists("/dev/zero"):
        assert "device, pipe or socket" in _error("/dev/zero")
    fifo = tmp_path / "fifo.json"
    os.mkfifo(fifo)  # nobody writes: reading it would block forever
    assert "device, pipe or socket" in _error(fifo)
    assert "is a directory" in _error(tmp_path)


def test_limits__an_oversized_file_or_text_is_refused_by_size(tmp_path, rec):
    small = Limits(max_bytes=1000)
    path = tmp_path / "big.json"
    path.write_text(json.dumps(rec))
    assert "larger than 1000 bytes" in _error(path, limits=small)
    assert "larger than 1000 bytes" in _error(json.dumps(rec), limits=small)
    assert "larger than 1000 bytes" in _error(json.dumps(rec).encode(), limits=small)


def test_limits__error_messages_quote_a_short_prefix_only(rec):
    msg = _error(dict(rec, params={"players": "4" * 10_000_000}))
    assert "10000000 characters" in msg
    assert len(_error(dict(rec, game="x" * 10_000_000))) < 500


def test_limits__the_quick_check_never_passes_what_the_full_walk_refuses():
    """Issue 33 (a scenario is walked at every load, so the walk was made cheaper, not rarer):
    ``check_json`` first tries a walk that names nothing; whatever it passes, the walk that
    names the part at fault passes too, at and just past every bound."""
    from hypothesis import given, settings
    from hypothesis import strategies as st

    from deltawidgets.core.errors import BadInput
    from deltawidgets.core.limits import _fits, _walk

    small = Limits(max_items=4, max_values=30, max_depth=3, max_string=5)
    scalars = st.none() | st.booleans() | st.floats() | st.text(max_size=7) | st.sampled_from([2**63 - 1, 2**63, -(2**63), 0]) | st.tuples(st.integers())
    keys = st.text(max_size=2) | st.integers()
    values = st.recursive(scalars, lambda inner: st.lists(inner, max_size=6) | st.dictionaries(keys, inner, max_size=6), max_leaves=40)

    @settings(max_examples=120, deadline=None, database=None, derandomize=True)
    @given(values)
    def check(value):
        if _fits(value, small):
            try:
                _walk(value, "x", small)
            except BadInput as err:
                raise AssertionError(f"the quick check passed what the walk refuses: {err}") from None

    check()
