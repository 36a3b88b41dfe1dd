"""Rule options that change a ruling (docs/rulings/vesta_gold_rush.md): each non-default
setting does what its description says."""

from __future__ import annotations

from deltawidgets import Match
from deltawidgets.games.vesta.belt import belt
from deltawidgets.games.vesta.turns import first_of_round
from vestakit import GAME, at, match, moves, play, player

ROW = {"C2": "gold:2", "C3": "empty_space", "C4": "empty_asteroid"}
WALL = {k: "empty_asteroid?" for k in ("B2", "B3", "B4", "B5", "C1", "C5", "D1", "D2", "D3", "D4", "A3", "B1")}


def test_option_start_side__the_start_area_along_the_entry_edge():
    """2.6.1 (ruling "start area"): with start_side="entry" the start area touches column 1."""
    b = belt(5, 9, "entry")
    assert sorted(b.names[i] for i in b.nbrs[b.start]) == [f"{r}1" for r in "ABCDEFGHI"]
    m = match({"E1": "gold:1", "A2": "gold:1"}, [player(), player()], params={"start_side": "entry"})
    assert moves(m) >= {"E1"} and "A2" not in moves(m)


def test_option_empty_pile__holes_instead_of_a_reshuffle():
    """3.3.1 (ruling "pile runs out"): with empty_pile="holes" an empty pile leaves places empty."""
    m = match({"C2": "gold:1", "E2": "gold:1"}, [player("C2"), player("E2")], params={"empty_pile": "holes"}, pile=["water:1"] * 4, discard_up=["gold:3"] * 5)
    while m.state.round == 1:
        m.act(("stop",) if ("stop",) in m.legal() else ("done",))
    s = m.state
    assert sum(t >= 0 for t in s.tile[:9]) == 4 and len(s.discard_up) == 5 and not s.pile


def test_option_order_ties__the_lowest_seat():
    """3.1 (ruling "ties"): order_ties="lowest_seat" gives a tie for least gold to the lowest seat."""
    m = match(ROW, [player("C2", gold=3), player("C4", gold=1), player("start", gold=1)], params={"order_ties": "lowest_seat"})
    m.state.first = 1
    assert first_of_round(m.state) == 1
    m2 = match(ROW, [player("C2", gold=3), player("C4", gold=1), player("start", gold=1)])
    m2.state.first = 1
    assert first_of_round(m2.state) == 2


def test_option_score_ties__titanium_then_gold():
    """4. Game ending and victory: every player on most points wins (the default, as printed);
    score_ties="titanium_then_gold" (ruling "ties") gives the tie to most titanium."""
    players = [player("C2", gold=4), player("C4", titanium=2)]
    assert match(ROW, players).winners() == [0, 1]
    assert match(ROW, players, params={"score_ties": "titanium_then_gold"}).winners() == [1]


def test_option_detector_scans__one_in_all():
    """5. Gold detector (ruling): with detector_scans="one" two detectors still give one free scan."""
    tiles = {**ROW, **WALL}
    two = [player("C2", cards=["detector", "detector"]), player("C4")]
    assert match(tiles, two).state.detects == 2
    m = match(tiles, two, params={"detector_scans": "one"})
    assert m.state.detects == 1
    play(m, ("detect", at("B3")), ("keep_down",))
    assert not any(a[0] == "detect" for a in m.legal())


def test_option_lasso_range__two_tiles():
    """Magnetic Lasso (ruled effect): lasso_range=2 reaches an asteroid two tiles away."""
    tiles = {**ROW, **WALL, "C4": "water:2"}
    assert ("lasso", at("C4")) not in match(tiles, [player("C2", cards=["lasso"]), player("start")]).legal()
    m = match(tiles, [player("C2", cards=["lasso"]), player("start")], params={"lasso_range": 2})
    play(m, ("lasso", at("C4")))
    assert m.state.water[0] == 8


def test_options__a_whole_game_plays_under_every_non_default_ruling():
    opts = {
        "players": 4,
        "start_side": "entry",
        "empty_pile": "holes",
        "order_ties": "lowest_seat",
        "score_ties": "titanium_then_gold",
        "detector_scans": "one",
        "lasso_range": 2,
        "gold_loss": "half_up",
        "titanium_tiles": "reshuffled",
        "round_limit": 12,
    }
    m = Match(GAME, opts, seed=4)
    while not m.is_over():
        m.act(m.legal()[len(m.legal()) // 2])
    assert GAME.end_reason(m.state) in GAME.end_reasons


def test_3_3_3_titanium_gone__reshuffled_titanium_needs_a_round_limit():
    """Issue 34 (where the game stays playable): with titanium asteroids reshuffled only the
    printed end is left, which players need not reach (ruling "titanium gone"), so the option is
    refused without the round guard, in a sentence naming both options and why."""
    from deltawidgets.core.errors import ParamsError
    from deltawidgets.games.vesta.components import VestaParams

    try:
        VestaParams.parse({"titanium_tiles": "reshuffled", "round_limit": 0})
        said = ""
    except ParamsError as err:
        said = str(err)
    assert "titanium_tiles reshuffled" in said and "round_limit" in said and "for ever" in said
    assert VestaParams.parse({"titanium_tiles": "reshuffled", "round_limit": 200}).round_limit == 200
