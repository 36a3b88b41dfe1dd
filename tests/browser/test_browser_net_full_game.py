"""A full game of each game played over the network, from a designer's notebook in JupyterLab
(issue 38, "Done when": a browser test plays a full game of each game with three real browser
contexts, one per seat and one of them at a phone's size, and the designer's notebook in
JupyterLab; the kept game in the archive equals the match).

The notebook's cells start four tables of three human seats each (one per game, under rule
options that keep a game short: one round, a small field or belt; still played to an ending of
the rules) that keep their games in a DuckDB archive, and show each table's links and designer's
widget. The test reads the links from the page, opens each seat's in a browser context of its own,
and plays every step by a click on the page of the seat that decides (a seeded choice among what
that page offers); each click waits for every seat's page to show the next step, never for a
fixed time. At the end the archive's game equals the match, and the designer's widget shows it.
One game's table is started with ``proxy=`` the JupyterLab server's URL: its seats' links, pages
and sockets go through jupyter-server-proxy, as on a hub.
"""

from __future__ import annotations

import random
import time

import pytest

import browser_harness as h

pytestmark = pytest.mark.browser

NOTEBOOK = "_net_full_game.ipynb"
GAMES = ("deltav", "delta", "spatial", "vesta")
#: rule options that keep each game short, and a seed (of the game and of the test's choices) with which all three seats play
SHORT = {
    "deltav": ({"players": 3, "grid_size": 3, "alien_limit": 3}, 3),
    # and one round of six: the notebook's cell sets it in the tracks' data set, which counts them
    "delta": ({"players": 3}, 1),
    "spatial": ({"players": 3, "rounds": 1, "draft_cards": 2}, 2),
    "vesta": (
        {
            "players": 3,
            "belt_length": 2,
            "push_size": 3,
            "setup_face_up": 6,
            "trade_offers": 0,
            "actions": 1,
            "saloon_cards": 0,
            "saloon_water": 0,
            "tiles": {"titanium:1": 1, "empty_space": 4, "gold:1": 4},
        },
        4,
    ),
}
NAMES = ["Ann", "Bo", "Cy"]
#: what a player clicks to choose: a choice's button, or a playable board element
PLAYABLE = ".dw-root [data-action=choice]:not([hidden]), .dw-root [data-role=board] .dw-target"
#: a board element that stands for several choices opens a chooser of them
CHOOSE = ".dw-root [data-role=chooser] [data-action=choose]"
#: the three seats' devices: (width, height, options of the browser context)
DEVICES = [(1280, 800, {}), (390, 844, {"is_mobile": True, "has_touch": True}), (1024, 768, {})]


#: the game whose table is reached through JupyterLab's jupyter-server-proxy, as on a hub
PROXIED = "vesta"


def cells(archive: str, server: str) -> list[str]:
    options, seeds = {g: o for g, (o, _) in SHORT.items()}, {g: s for g, (_, s) in SHORT.items()}
    setup = f"""\
from deltawidgets.games.delta.components import default
from deltawidgets.net import Table

ARCHIVE = {archive!r}
SHORT = {options!r}
SHORT["delta"]["tracks"] = {{**default("tracks.json"), "rounds": 1}}
SEEDS = {seeds!r}
tables = {{g: Table(g, SHORT[g], SEEDS[g], seats=["human"] * 3, names={NAMES!r}, archive=ARCHIVE) for g in SHORT}}
for g, t in tables.items():
    t.start("127.0.0.1", 0, proxy={server!r} if g == {PROXIED!r} else None)
"""
    return [setup] + [f"tables[{g!r}]" for g in GAMES]


@pytest.fixture(scope="module")
def designer(lab, module_page, tmp_path_factory):
    """The designer's notebook opened and run in JupyterLab (once for the four games), and a
    client of its kernel."""
    archive = tmp_path_factory.mktemp("net-archive") / "tables.duckdb"
    h.write_notebook(lab.root / NOTEBOOK, cells(str(archive), lab.base))
    h.open_in_lab(module_page, lab, NOTEBOOK)
    h.run_all(module_page)
    kernel = h.Kernel(h.lab_connection_file(lab, h.lab_kernel_id(lab, NOTEBOOK)))
    yield kernel
    kernel.run("for t in tables.values():\n    t.stop()")
    kernel.close()


@pytest.fixture(scope="module")
def devices(own_context):
    """One page in each seat's own browser context: seat 1's at a phone's size, touch and all."""
    return [own_context(w, ht, **options).new_page() for w, ht, options in DEVICES]


def seat_links(page, game: str) -> list[str]:
    """The seats' links as the designer's notebook shows them, in the table's links panel above
    its widget (the spectators' last)."""
    panel = page.locator(".jp-CodeCell").nth(1 + GAMES.index(game)).locator("table.dw-net-links")
    panel.wait_for()
    return panel.locator("a").evaluate_all("links => links.map((a) => a.href)")[:3]


def wait_step(page, step: int) -> None:
    page.wait_for_function("s => document.querySelector('.dw-root')?.getAttribute('data-cursor') === s", arg=str(step), timeout=15_000)


def click(page, target) -> None:
    """A tap on the phone's touch screen, a click elsewhere."""
    if page.viewport_size["width"] == DEVICES[1][0]:
        target.tap()
    else:
        target.click()


def play(pages, rng: random.Random) -> list[int]:
    """Play until no seat's page offers a choice: each step, exactly one page (its seat decides)
    offers some; one of them is clicked (and one of a chooser's choices if it opens one), and
    every page shows the next step. Returns how many clicks each seat made."""
    clicks = [0] * len(pages)
    step = int(pages[0].locator(".dw-root").get_attribute("data-cursor"))
    while True:
        offered = [p.locator(PLAYABLE).count() for p in pages]
        deciders = [i for i, n in enumerate(offered) if n]
        if not deciders:
            return clicks
        assert len(deciders) == 1, f"step {step}: the pages of seats {deciders} all offer choices"
        seat = deciders[0]
        page = pages[seat]
        click(page, page.locator(PLAYABLE).nth(rng.randrange(offered[seat])))
        chooser = page.locator(CHOOSE)
        if chooser.count():
            click(page, chooser.nth(rng.randrange(chooser.count())))
        clicks[seat] += 1
        step += 1
        for p in pages:
            wait_step(p, step)


@pytest.mark.parametrize("game", GAMES)
def test_a_full_game_over_the_network(game, designer, devices, shared_page, lab):
    kernel, lab_page = designer, shared_page
    links = seat_links(lab_page, game)
    if game == PROXIED:
        # through the Jupyter server's proxy, page, files and socket alike, as a hub's user
        # would (logged in there: here by the server's token, which the page's socket keeps)
        assert all(link.startswith(f"{lab.base}/proxy/") for link in links), links
        links = [f"{link}?token={h.TOKEN}" for link in links]
    for page, link in zip(devices, links, strict=True):
        page.page_errors.clear()
        page.goto(link, wait_until="commit")  # the three pages load side by side
    for page in devices:
        page.locator(".dw-root[data-game] [data-role=board]").first.wait_for(timeout=20_000)
    clicks = play(devices, random.Random(SHORT[game][1]))
    # a served table keeps its game in a thread after each move: wait for the last keep
    deadline = time.monotonic() + 60  # the first keep imports the lab's tables and database
    while not kernel.eval_json(f"tables[{game!r}].settled"):
        assert time.monotonic() < deadline, "the table's last move was never kept"
        time.sleep(0.05)

    got = kernel.eval_json(
        "{'over': t.match.is_over(), 'cursor': t.match.cursor, 'end': t.game.end_reason(t.match.state), 'guards': sorted(t.game.guard_ends),"
        " 'designer': t.designer.cursor, 'error': t.designer.error, 'kept': t.kept,"
        " 'rows': [[r['id'], r['stopped_at'], r['end'], r['names']] for r in Archive(ARCHIVE).select(game=t.game.name)],"
        " 'same': Archive(ARCHIVE).record(t.kept) == json.loads(json.dumps(t.match.record())),"
        " 'reopened': [again.cursor, again.is_over()]}",
        setup=f"import json\nfrom deltawidgets.lab.archive import Archive\nt = tables[{game!r}]\nagain = Table.reopen(ARCHIVE, t.kept).match",
    )
    assert got["over"] and got["end"] not in got["guards"], f"the game ended by a rule: {got['end']}"
    assert all(clicks), f"every seat played a part: {clicks}"
    assert sum(clicks) == got["cursor"], "every step was a click on a seat's page"
    # kept after every move, one game in the archive: the finished match, move for move
    assert got["rows"] == [[got["kept"], None, got["end"], NAMES]]
    assert got["same"], "the archive keeps the match's record"
    assert got["reopened"] == [got["cursor"], True]
    # the designer's widget, in the notebook, shows the last step too
    assert got["designer"] == got["cursor"] and got["error"] == ""
    lab_page.wait_for_function(
        "([g, s]) => document.querySelector(`.dw-root[data-game=${g}]`)?.getAttribute('data-cursor') === s", arg=[game, str(got["cursor"])], timeout=15_000
    )
    for page in devices:
        assert int(page.locator(".dw-root").get_attribute("data-cursor")) == got["cursor"]
        assert page.page_errors == [], page.page_errors
    assert lab_page.page_errors == [], lab_page.page_errors
