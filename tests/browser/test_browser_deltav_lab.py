"""notebooks/delta_v.ipynb in real JupyterLab: a Delta V game played by clicks.

The position is laid out exactly (``deltav_page.SCENARIO``) through the widget's public ``load``;
everything after that is clicks, and every outcome is checked in the kernel's match.
"""

from __future__ import annotations

import pytest

import deltav_page as dv
from widget_page import open_and_run

pytestmark = pytest.mark.browser

NOTEBOOK = "delta_v.ipynb"


@pytest.fixture(scope="module")
def opened(lab, module_page):
    """delta_v.ipynb opened and Run All done, once for the module: (page, kernel)."""
    kernel = open_and_run(lab, module_page, NOTEBOOK, dv.ROOT)
    yield module_page, kernel
    kernel.close()


@pytest.fixture
def lab_game(opened, shared_page):
    """The widget on the scenario (its rule options with it), in the default view, the rule
    options' form closed; (page, kernel)."""
    page, kernel = opened
    kernel.run(dv.FIND_WIDGET + "\n_dw_widget().viewer = 'auto'")
    dv.load_scenario(kernel)
    dv.root(page).locator("[data-target=c3].dv-none").wait_for()  # the scenario leaves D1 empty
    dv.wait_cursor(page, 0)
    dv.root(page).locator("[data-role=rules]").evaluate("el => { el.open = false; }")
    return page, kernel


def play_turn_two(page):
    """Player 2: move the rocket to G7, declare contract #2, reveal a Gammatite, accept failure."""
    dv.choose(page, "Move rockets")
    dv.click_target(page, "c24")
    dv.click_target(page, "c48")
    dv.click_target(page, "k1")
    dv.click_target(page, "c2")
    dv.choose(page, "Accept failure")


def test_turns_by_clicks_then_undo(lab_game, artifacts):
    """Rulebook "Play", "Action: Buy a Rocket", "Action: Move Rockets", "2) Try to Fulfill a
    Contract" ("Declare the Contract", "Reveal the Asteroid Tiles"), "Bribe: Bidding Up" (passed),
    then Undo. Player 1: buy, declare #1, reveal its Alphatite, Player 2 passes the bid;
    Player 2: move to G7, declare #2, reveal a Gammatite, decline "Bribe: Mineral Replacement"."""
    page, kernel = lab_game
    dv.choose(page, "Buy a rocket")
    dv.click_target(page, "k0")
    # an element that is not playable now says why, naming the rule, in the message line beside
    # the prompt, and nothing is played
    dv.root(page).locator("[data-target=c24]").click()
    hint = dv.root(page).locator("[data-role=error]")
    page.wait_for_function("el => el.textContent.includes('Reveal the Asteroid Tiles')", arg=hint.element_handle())
    assert "no face-down tile at the station" in hint.inner_text()
    assert dv.cursor(page) == 2 and dv.match_state(kernel)["cursor"] == 2
    dv.click_target(page, "c0")
    dv.choose(page, "Pass")
    st = dv.match_state(kernel)
    assert st["contract_owner"][0] == 0, "Player 1 fulfilled contract #1"
    assert st["collected"][0] == ["alphatite"]
    assert st["rockets"][0] == {"24": 2} and st["shipyard"][0] == 3, "the bought rocket is on the station"
    assert (st["turn"], st["current"], st["phase"]) == (2, 1, "action")

    play_turn_two(page)
    dv.root(page).screenshot(path=str(artifacts / "deltav_lab_after_two_turns.png"))
    st = dv.match_state(kernel)
    assert st["cursor"] == 10 and st["error"] == ""
    assert st["rockets"][1] == {"48": 1}, "Player 2's rocket moved to G7"
    assert st["contract_owner"][1] == -1, "the mismatch failed contract #2"
    assert 2 not in st["faceup"], "the revealed Gammatite flipped back face down"
    assert (st["turn"], st["current"], st["phase"]) == (3, 0, "action")
    # the board, updated in place step by step, shows the same: Player 2's rocket on G7, Player 1's
    # two on the station, C1 face down again
    board = dv.root(page).locator("[data-role=board]")
    assert board.locator('[data-target=c48] .dv-rocket[data-seat="1"][data-count="1"]').count() == 1
    assert board.locator("[data-target=c24] .dv-rocket").evaluate_all("els => els.map(e => [e.dataset.seat, e.dataset.count])") == [["0", "2"]]
    assert board.locator("[data-target=c2].dv-down").count() == 1

    dv.press(page, "undo")
    dv.wait_cursor(page, 9)
    st = dv.match_state(kernel)
    assert (st["cursor"], st["length"]) == (9, 10)
    assert (st["current"], st["phase"]) == (1, "replace"), "back at the mismatch decision"
    assert 2 in st["faceup"], "the Gammatite is face up again while the attempt is open"
    assert board.locator("[data-target=c2].dv-up").count() == 1, "the board shows it face up too"
    assert "Accept failure" in dv.root(page).locator("[data-role=choices]").inner_text()


def test_viewer_hides_unseen_faces(lab_game, artifacts):
    """Hidden information ("Action: Prospect", "Action: Satellite Survey": only the player who looks
    learns a face): a seat's view never puts faces it has not seen in the page; the teaching view
    ("all") shows them."""
    page, kernel = lab_game
    hidden = dv.hidden_faces(kernel, 0)
    assert set(dv.HIDDEN_FROM_SEAT0) <= set(hidden)

    viewer = dv.root(page).locator("[data-action=viewer]")
    viewer.select_option("0")
    # seat 0 saw A3 (c14) before play: its view marks that tile as seen
    dv.root(page).locator("[data-target=c14].dv-seen").wait_for()
    dv.root(page).screenshot(path=str(artifacts / "deltav_lab_seat0_view.png"))
    html = page.content()
    for target in hidden:
        assert "dv-face" not in dv.cell_html(page, target), f"{target}'s face is drawn for seat 0"
    for target, title in dv.HIDDEN_FROM_SEAT0.items():
        assert title not in html, f"{title!r} ({target}) is in the page while seat 0 looks"
    assert "dv-face" in dv.cell_html(page, "c14"), "seat 0 still sees the face it looked at"

    viewer.select_option("all")
    dv.root(page).locator("[data-target=c1].dv-peek").wait_for()
    dv.root(page).screenshot(path=str(artifacts / "deltav_lab_teaching_view.png"))
    html = page.content()
    for target in hidden:
        assert "dv-face" in dv.cell_html(page, target), f"{target}'s face is missing in the teaching view"
    for target, title in dv.HIDDEN_FROM_SEAT0.items():
        assert title in html, f"{title!r} ({target}) is missing in the teaching view"
    assert dv.match_state(kernel)["viewer"] == "all"


def test_rule_option_form_starts_new_game(lab_game):
    """Rule options ("Object of the Game": two to four players): the generated form restarts the
    game with the option changed; a value the rules cannot use is refused with a sentence."""
    page, kernel = lab_game
    dv.choose(page, "Buy a rocket")
    form = dv.root(page).locator("[data-role=rules]")
    form.locator("summary").click()
    # an even side has no centre space for the station ("Setting Up the Game"): refused by Python
    form.locator("[data-param=grid_size]").fill("4")
    form.locator("[data-action=apply-params]").click()
    error = dv.root(page).locator("[data-role=error]")
    page.wait_for_function("el => el.textContent.includes('grid_size')", arg=error.element_handle())
    assert "centre" in error.inner_text()
    st = dv.match_state(kernel)
    assert (st["cursor"], st["players"]) == (1, 2), "a refused option leaves the match unchanged"

    form.locator("[data-param=grid_size]").fill("7")
    form.locator("[data-param=players]").fill("3")
    form.locator("[data-action=apply-params]").click()
    dv.root(page).locator(".dv-player[data-target=p2]").wait_for()
    dv.wait_cursor(page, 0)
    st = dv.match_state(kernel)
    assert st["players"] == 3 and st["cursor"] == 0 and len(st["rockets"]) == 3
    assert st["error"] == ""
