"""Conformance, hardening (issue 15): the widget's front-end message handler, fuzzed with
hypothesis for every registered game. Hostile payloads (wrong types, unknown kinds, huge values,
deep nesting, out-of-turn and secret-seeking messages) give one short sentence on the widget's
error line, never an internal error, and leave the match unchanged."""

from __future__ import annotations

import json

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import conformkit as ck
from deltawidgets.widgets import widget_for
from deltawidgets.widgets.messages import TYPES
from fuzzkit import VALUE, deep

GAMES = sorted(ck.GAMES)


FIELDS = ["index", "action", "step", "seed", "params", "viewer", "seats", "target", "on", "speed"]
MESSAGE = st.one_of(
    st.fixed_dictionaries({"type": st.sampled_from(TYPES)}, optional={f: VALUE for f in FIELDS}),
    st.dictionaries(st.text(max_size=10), VALUE, max_size=4),
    VALUE,
)
#: choices out of range, jumps past the timeline, viewers that are no seat, and rule options too
#: deep or too large to read: each refused with a sentence
SECRET_SEEKING = [
    {"type": "act", "index": 10**9},
    {"type": "act", "action": ["reveal", 10**30]},
    {"type": "goto", "step": 10**9},
    {"type": "set_viewer", "viewer": "root"},
    {"type": "set_viewer", "viewer": 99},
    {"type": "set_seats", "seats": ["bot"] * 17},
    {"type": "set_params", "params": {"players": deep(100_000)}},
    {"type": "set_params", "params": {"players": "4" * 10_000_000}},
]


def _fingerprint(w):
    m = w.match
    return (
        m.seed,
        m.cursor,
        m.length,
        [list(a) for a in m._actions],
        json.dumps(m.params.to_json()),
        json.dumps(m.observation("all"), sort_keys=True),
        w.viewer,
        list(w.seats),
        w.autoplay,
    )


def _widget(name):
    w = widget_for(name, seed=11, params={"players": 2})
    w.act(0)  # a position with a past, so that undo and goto have somewhere to go
    return w


@pytest.fixture(params=GAMES, scope="module")
def widget(request):
    return _widget(request.param)


@pytest.mark.parametrize("msg", SECRET_SEEKING, ids=range(len(SECRET_SEEKING)))
def test_message_fuzz__hostile_messages_are_refused_with_a_sentence(widget, msg):
    before = _fingerprint(widget)
    widget.send_from_frontend(msg)
    assert widget.error and not widget.error.startswith("Internal error"), widget.error[:300]
    assert len(widget.error) < 600
    assert _fingerprint(widget) == before


@settings(max_examples=60, deadline=None, suppress_health_check=list(HealthCheck))
@given(msg=MESSAGE)
def test_message_fuzz__any_payload_gives_an_error_or_a_legal_change_never_a_crash(msg):
    for name in GAMES:
        w = WIDGETS[name]
        before = _fingerprint(w)
        w.send_from_frontend(msg)
        assert not w.error.startswith("Internal error"), w.error[:300]
        assert len(w.error) < 600, f"the error echoes too much: {w.error[:200]}..."
        if w.error:
            assert _fingerprint(w) == before, f"a refused message changed the match: {str(msg)[:200]}"
        else:
            w.autoplay = False  # a valid autoplay must not run on between examples


WIDGETS = {name: _widget(name) for name in GAMES}
