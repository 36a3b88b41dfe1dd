"""The hint on demand (issue 24, "A hint on demand"), for every registered game: what the
strongest bot would play for the seat choosing now.

- the top choices (at most three) are legal choices with their labels and board targets, the
  share of the search each got, and a sentence on the first in the game's words;
- asking changes nothing in the match, and the search never plays on the real position nor
  draws a position for another seat (the never-cheat watch of tests/bots/test_bots.py);
- it is bounded (iterations and seconds) and, on the kernel's loop, stoppable: Stop sends what
  was found so far as the last word;
- a view that does not choose now, a seat-locked page of another seat, and a lesson step that
  does not allow it are refused with a sentence, the match unchanged.
"""

from __future__ import annotations

import asyncio
import json
import random

import pytest
import yaml

from deltawidgets import Match, get_game
from deltawidgets.bots.advice import Advisor
from deltawidgets.bots.ismcts import SHARE
from deltawidgets.games import GAMES
from deltawidgets.lessons.lesson import DATA, LessonError, parse_lesson
from deltawidgets.widgets import LessonWidget, widget_for
from test_bots import Watched
from tests import own_loop

NAMES = sorted(GAMES)


def played(name: str, seed: int, steps: int) -> Match:
    m = Match(get_game(name), {}, seed=seed)
    rng = random.Random(seed)
    for _ in range(steps):
        if m.is_over():
            break
        m.act(rng.choice(m.legal()))
    return m


def fingerprint(m: Match) -> str:
    return json.dumps([m.cursor, [list(a) for a in m.actions], m.observation("all"), m.log("all")], sort_keys=True)


@pytest.mark.parametrize("name", NAMES)
def test_a_hint_names_legal_choices_and_changes_nothing(name):
    """The advice's choices are the legal choices at their positions, with the labels the panel
    shows; the shares are the search's; the match is as it was."""
    m = played(name, 3, 12)
    w = widget_for(name, match=m)
    before = fingerprint(m)
    tip = w.advise(iterations=120)
    legal = w.legal
    assert 1 <= len(tip["choices"]) <= 3 and tip["done"] and tip["iterations"] in (0, 120)
    for c in tip["choices"]:
        assert legal[c["index"]]["label"] == c["label"] and legal[c["index"]]["targets"] == c["targets"]
    shares = [c["share"] for c in tip["choices"]]
    assert shares == sorted(shares, reverse=True) and 0 < sum(shares) <= 1.0001
    assert tip["choices"][0]["label"] in tip["why"] and w.game.value_words in tip["why"]
    assert fingerprint(m) == before


@pytest.mark.parametrize("name", NAMES)
def test_the_hints_search_sees_only_the_seats_knowledge(name):
    """Never cheating: every position the search plays on is drawn for the deciding seat (one
    draw per ``SHARE`` iterations, each playing on its own copy) and shows it its real view; the
    real position is never played on."""
    m = played(name, 5, 20)
    game, state = m.game, m.state
    seat = game.decision(state).player
    watched = Watched(game, state, seat)
    advisor = Advisor(watched, state, seed=1, iterations=30)
    while advisor.step(10):
        pass
    assert watched.samples == -(-advisor.search.iterations // SHARE) or len(game.legal_actions(state)) == 1


def test_a_hint_is_bounded_in_time():
    """A hint stops at its time budget whatever its iteration budget (2 s in the widget)."""
    m = played("vesta", 1, 10)
    advisor = Advisor(m.game, m.state, seed=1, iterations=10**9, seconds=0.2)
    while advisor.step(20):
        pass
    assert advisor.done and 0 < advisor.search.iterations < 10**9


def test_on_the_kernels_loop_a_hint_goes_in_batches_and_stops_when_asked():
    """The page sees the advice firm up, batch by batch; Stop ends the search, and its last
    message, marked done, holds what was found so far."""

    async def run():
        w = widget_for("deltav", match=played("deltav", 2, 6))
        said = []
        w.send = said.append
        w.send_from_frontend({"type": "advise", "step": w.cursor})
        for _ in range(3):
            await asyncio.sleep(0)
        w.send_from_frontend({"type": "advise_stop"})
        await asyncio.sleep(0.05)
        return said

    said = [m for m in own_loop.run(run) if m["type"] == "advice"]
    assert len(said) >= 2 and said[-1]["done"] and not said[0]["done"]
    assert said[-1]["iterations"] < 2000
    assert [m["iterations"] for m in said] == sorted(m["iterations"] for m in said)


def test_a_step_ends_the_hint_of_the_step_before():
    """A hint is for one position: a move made while it searches stops it without a word."""

    async def run():
        w = widget_for("deltav", match=played("deltav", 2, 6))
        said = []
        w.send = said.append
        w.send_from_frontend({"type": "advise", "step": w.cursor})
        await asyncio.sleep(0)
        w.send_from_frontend({"type": "act", "index": 0, "step": w.cursor})
        n = len(said)
        await asyncio.sleep(0.05)
        return said, n

    said, n = own_loop.run(run)
    assert len(said) == n


def test_a_view_that_does_not_choose_gets_no_hint():
    """The hint is the choosing seat's: another seat's view (and a page locked to it) is
    refused with a sentence naming who chooses, the match unchanged."""
    m = played("spatial", 4, 9)
    decider = m.decision().player
    other = (decider + 1) % m.state.players
    for w in (widget_for("spatial", match=m, viewer=other), widget_for("spatial", match=m, viewer=other, lock=other)):
        before = fingerprint(m)
        w.send_from_frontend({"type": "advise", "step": w.cursor})
        assert "A hint is for the seat choosing now" in w.error and fingerprint(m) == before
    locked_self = widget_for("spatial", match=m, viewer=decider, lock=decider)
    locked_self.send = lambda msg: None
    locked_self.send_from_frontend({"type": "advise", "step": locked_self.cursor})
    assert locked_self.error == ""


def test_lessons_offer_no_hint_unless_the_step_allows_it():
    """Lessons: off by default (a step asks the learner to find the move); a step with
    ``advice: true`` offers it, and a value other than true or false is refused on load."""
    w = LessonWidget("deltav")
    assert w.advice_on is False
    w.send_from_frontend({"type": "advise", "step": w.cursor})
    assert "Hints on demand are off here" in w.error
    raw = yaml.safe_load((DATA / "deltav.yaml").read_text(encoding="utf-8"))
    raw["steps"][0]["advice"] = True
    w.lesson = parse_lesson(raw, source="deltav.yaml")
    w._start(0)
    assert w.advice_on is True
    raw["steps"][0]["advice"] = "yes"
    with pytest.raises(LessonError, match="field 'advice' must be true or false"):
        parse_lesson(raw, source="deltav.yaml")
