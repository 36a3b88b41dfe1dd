"""The table in plain Python (issue 36, "the widget split"): :class:`TableSession` driven as it
is, with no widget, no traitlet and no comm, and what it tells its listener (``on_change``).

The widget's own promises over the same commands are in test_widget.py; here each test drives
the session a widget routes the page's messages to. Rulebook sections are named where a test
checks a rule's effect.
"""

from __future__ import annotations

import ast
import json
import random
from pathlib import Path

import pytest

from deltawidgets import BadInput, IllegalAction
from deltawidgets.widgets import session as session_module
from deltawidgets.widgets.session import PARTS, TableSession

WIDGETS = Path(session_module.__file__).parent


class Listener:
    """What a session said, in order: (part, value)."""

    def __init__(self):
        self.heard: list[tuple] = []

    def __call__(self, part, value=None):
        assert part in PARTS, part
        self.heard.append((part, value))

    def parts(self) -> list[str]:
        return [part for part, _ in self.heard]


def table(listener=None, **kwargs) -> TableSession:
    kwargs.setdefault("params", {"players": 3, "first_player": 0})
    return TableSession("deltav", seed=kwargs.pop("seed", 7), on_change=listener, **kwargs)


def fingerprint(s: TableSession):
    """Everything a refused command must leave as it was."""
    m = s.match
    return (m.seed, m.cursor, m.length, [list(a) for a in m.actions], json.dumps(m.observation("all"), sort_keys=True), s.viewer, list(s.seats))


def test_the_session_imports_no_widget_library():
    """Issue 36: the session and the modules it builds on import neither anywidget, ipywidgets
    nor traitlets, so that a table can be driven and tested without any widget."""
    widget_libs = {"anywidget", "ipywidgets", "traitlets"}
    found = {}
    for name in ("session", "keep", "messages", "advice_run", "document", "sync", "viewers", "guard"):
        tree = ast.parse((WIDGETS / f"{name}.py").read_text(encoding="utf-8"))
        imported = {a.name.split(".")[0] for node in ast.walk(tree) if isinstance(node, ast.Import) for a in node.names}
        imported |= {node.module.split(".")[0] for node in ast.walk(tree) if isinstance(node, ast.ImportFrom) and node.module}
        if imported & widget_libs:
            found[name] = sorted(imported & widget_libs)
    assert found == {}


def test_a_move_is_played_and_the_listener_told_of_the_new_view():
    """A legal choice, by its number in the legal list or as an action, is played: the cursor
    moves, the document and its delta follow, and the listener hears "view" once per move."""
    heard = Listener()
    s = table(heard)
    assert heard.parts() == ["view"], "the first document is said too"
    first = s.legal[0]
    s.act(first["index"])
    assert s.match.cursor == 1 and s.match.actions[0] == tuple(first["action"])
    assert heard.parts() == ["view", "view"] and s.delta["to"] == s.channel.version
    second = s.legal[-1]["action"]
    s.act(second)
    assert s.match.cursor == 2 and list(s.match.actions[1]) == second and heard.parts() == ["view"] * 3
    assert s.doc == json.loads(json.dumps(s.channel.doc))


def test_an_illegal_move_is_refused_with_the_rule_s_sentence_and_the_match_unchanged():
    """ "Action: Move Rockets": a rocket on the station moves to an asteroid tile, not to the
    station. The session refuses with the engine's sentence naming that rule, changes nothing
    and tells its listener nothing."""
    heard = Listener()
    s = table(heard)
    s.act(["move"])
    station = s.doc["view"]["station"]
    s.act(["rocket", station])
    before, told = fingerprint(s), len(heard.heard)
    with pytest.raises(IllegalAction, match="^Action: Move Rockets: a rocket on the station moves to an asteroid tile.$"):
        s.act(["to", station])
    with pytest.raises(BadInput, match="numbered 0 to"):
        s.act(99)
    assert fingerprint(s) == before and len(heard.heard) == told


def test_undo_and_redo_move_the_timeline_and_undo_takes_a_new_snapshot():
    """Undo goes back one step and redo forward again; going back takes a new public snapshot
    (the delta starts from it: "from" is None), since a later position may show what was learnt
    later on; redo follows on from the last delta."""
    s = table()
    s.act(0)
    s.act(0)
    done = list(s.match.actions)
    s.timeline("undo")
    assert s.match.cursor == 1 and s.match.length == 2 and s.delta["from"] is None
    version = s.channel.version
    s.timeline("redo")
    assert s.match.cursor == 2 and list(s.match.actions) == done and s.delta["from"] == version
    s.timeline("goto", 0)
    assert s.match.cursor == 0 and s.status["decider"] == 0


def test_a_bot_seat_takes_its_turn_and_replays_it_after_undo():
    """A bot seat plays the decision it holds (bot_step), the same move again after an undo (its
    randomness is seeded by the position); a human seat's decision is refused to bot_step with a
    sentence; run_bots plays until a human must decide."""
    s = TableSession("deltav", seed=5, params={"first_player": 1}, seats=["human", "bot"])
    assert s.bot_to_move() and s.status["decider"] == 1 and s.status["bot_turn"]
    s.bot_step()
    first = s.match.actions[0]
    s.timeline("undo")
    s.bot_step()
    assert s.match.actions[0] == first
    s.run_bots()
    assert not s.bot_to_move() and s.status["decider"] == 0 and s.status["may_act"]
    with pytest.raises(IllegalAction, match="is a human seat"):
        s.bot_step()


def test_a_choice_for_a_bot_or_on_an_old_position_is_refused():
    """What the widget asks before a page's click is played: a click made at an older step is
    refused, and so is one on a bot's turn, with what can be done instead."""
    s = TableSession("deltav", seed=5, params={"first_player": 1}, seats=["human", "bot"])
    with pytest.raises(IllegalAction, match="played by a bot: press Bot step or turn autoplay on"):
        s.check_choice(0, autoplay=False)
    s.run_bots()
    s.check_choice(s.match.cursor, autoplay=False)
    with pytest.raises(BadInput, match="moved on"):
        s.check_choice(s.match.cursor + 1, autoplay=False)


def test_keep_of_an_unfinished_game_goes_to_the_archive_and_is_said_back(tmp_path):
    """Issue 34 through the session: Keep at any moment keeps the game in the table's archive,
    marked unfinished with the step it stopped at, and the listener is told ("say") what the
    page shows; a table without an archive refuses Keep with a sentence."""
    from deltawidgets.lab import games

    path = str(tmp_path / "lab.duckdb")
    heard = Listener()
    s = table(heard, params={"first_player": 0}, seats=["human", "bot"], archive=path, names=["Ann", None])
    for _ in range(3):
        s.act(0) if s.status["may_act"] else s.bot_step()
    s.keep_now()
    part, said = heard.heard[-1]
    assert part == "say" and said["type"] == "kept" and said["step"] == s.match.cursor and "marked unfinished" in said["text"]
    row = games("deltav", archive=path).iloc[0]
    assert row["id"] == said["id"] and row["stopped_at"] == s.match.cursor and row["name_0"] == "Ann"
    with pytest.raises(BadInput, match="no lab archive"):
        table().keep_now()


def test_a_seat_s_view_holds_no_secret_of_another_seat():
    """ "Action: Prospect" and "Action: Satellite Survey" look secretly: when seat 1 has looked at
    face-down tiles that seat 0 has not, seat 0's document holds none of their faces, while the
    designer's view ("all") and seat 1's view show them."""
    s = TableSession("deltav", seed=7, params={"players": 2, "first_player": 0}, viewer=0)
    rng = random.Random(3)
    secret: set[int] = set()
    for _ in range(300):
        memory = s.match.state.memory
        down = {int(c["id"][1:]) for c in s.doc["view"]["cells"] if c["tile"] == "down"}
        secret = (set(memory[1]) - set(memory[0])) & down
        if secret:
            break
        s.act(rng.randrange(len(s.match.legal())))
    assert secret, "seat 1 looked at a tile secretly within 300 random moves"

    def faces(viewer) -> set[int]:
        s.set_viewer(viewer)
        return {int(c["id"][1:]) for c in s.doc["view"]["cells"] if c["tile"] == "down" and "face" in c}

    assert faces(0) & secret == set()
    assert secret <= faces(1) and secret <= faces("all")
    assert faces("public") & secret == set()


def test_a_new_game_with_fewer_seats_tells_the_listener_of_the_seating():
    """The session changes the seats itself when a new game has fewer of them (and a viewer of a
    seat gone becomes "auto"): the listener hears "seating" before the new "view"."""
    heard = Listener()
    s = table(heard, viewer=2, seats=["human", "bot", "greedy"])
    heard.heard.clear()
    s.set_params({"players": 2})
    assert s.seats == ["human", "bot"] and s.viewer == "auto" and s.match.params.players == 2
    assert heard.parts() == ["seating", "view"]


def test_a_locked_table_refuses_what_its_lock_does_not_allow():
    """A table locked to a seat shows only that seat's view and refuses another; a page's
    message its lock does not allow is refused by the words of ``does``."""
    s = table(lock=1)
    assert s.viewer == 1 and s.shown == 1
    with pytest.raises(BadInput, match="locked by the notebook"):
        s.set_viewer(0)
    with pytest.raises(BadInput, match="which may not undo a move"):
        s.check_allowed("undo", {"undo": "undo a move"})
    s.check_allowed("act", {})
    assert "undo" not in s.page_allowed(TableSession.ALLOWABLE)
