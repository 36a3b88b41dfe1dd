"""Issue 21 "Events": every game emits typed events and narrates them in one place.

For every registered game at each player count, random games (a few seeds): every event is a
dict with a short snake_case ``type``, of a kind the game declares with exactly its keys (issue 36:
its ``events.py``, published as ``event_types``); ``narrate`` gives each viewer (every seat, "all" and the
public) a non-empty sentence or None; no narrated line shows an internal id (a code, a Python
value, a board element's id). ``test_conformance_suite.py`` shows the check catching a fake game
with an untyped event, an event with a key its kind does not declare, a code in its log and an element id in its log.
"""

from __future__ import annotations

import pytest

import conformkit as ck
from deltawidgets.lab.play import count_events

SEEDS = (0, 1, 2)


@pytest.mark.parametrize("seed", SEEDS)
@pytest.mark.parametrize("config", ck.configs(), ids=lambda c: f"{c[0]}-{c[1]}p")
def test_events__typed_and_told_to_every_viewer_without_an_internal_id(config, seed):
    name, players = config
    ck.check_events(ck.GAMES[name], {"players": players}, seed)


def test_events__the_lab_counts_an_untyped_event_as_an_error_not_a_guess():
    """Issue 21 "Events": the lab counts events by their type alone (no first word of a text)."""
    with pytest.raises(ValueError, match="no type"):
        count_events([{"type": "claim"}, {"player": 0, "text": "plays the Bull"}])
