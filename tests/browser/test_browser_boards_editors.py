"""Rule options' data sets edited as tables (issue 20, item 6): tiles, contracts, incidents and
Delta's cards, each a table of typed cells with rows added and removed, each cell checked as it
is typed, and Python's sentence about a value it refuses shown by the field.

One notebook holds a widget of each game; the page is opened and run once.
"""

from __future__ import annotations

import json

import pytest

import browser_harness as h

pytestmark = pytest.mark.browser

NOTEBOOK = "_boards_editors.ipynb"
GAMES = {"deltav": "dv", "spatial": "sd", "vesta": "vg", "delta": "dl"}
#: the data-set options of each game (a table each), as js/editors/cells.js dataSetKind finds them
DATA_SETS = {
    "deltav": ["bribe_minerals", "mineral_tiles", "incident_tiles", "contracts"],
    "spatial": ["world_tiles", "goods_cards", "bonus_table"],
    "vesta": ["tiles", "cards", "prices", "gold_markers"],
    "delta": ["characters", "animals", "missions", "last_round_cards", "inventions", "papers", "dragonflies"],
}
CELLS = [
    """\
from deltawidgets.widgets import DeltaVWidget, DeltaWidget, SpatialWidget, VestaWidget
dv, sd, vg, dl = DeltaVWidget(seed=1), SpatialWidget(seed=2), VestaWidget(seed=3), DeltaWidget(seed=4)
""",
    "dv",
    "sd",
    "vg",
    "dl",
]


@pytest.fixture(scope="module")
def editors_page(lab, lab_page, tools):
    h.write_notebook(lab.root / NOTEBOOK, CELLS)
    page = lab_page
    h.open_in_lab(page, lab, NOTEBOOK, size=(1280, 800))
    h.run_all(page)
    for game in GAMES:
        page.locator(f".dw-root[data-game={game}] [data-role=rules]").first.wait_for(state="attached")
    kernel = h.Kernel(h.lab_connection_file(lab, h.lab_kernel_id(lab, NOTEBOOK)))
    yield page, kernel
    kernel.close()


def rules(page, game: str):
    root = page.locator(f".dw-root[data-game={game}]").first
    details = root.locator("[data-role=rules]").first
    details.evaluate("el => { el.open = true; el.scrollIntoView({block: 'start'}); }")
    return root


def params(kernel, game: str) -> dict:
    return kernel.eval_json(f"{GAMES[game]}.params")


def wait_params(page, kernel, game: str, want: dict, timeout: float = 15.0) -> None:
    import time

    end = time.time() + timeout
    while time.time() < end:
        if params(kernel, game) == want:
            return
        page.wait_for_timeout(100)
    got = params(kernel, game)
    diff = {k: (got.get(k), want.get(k)) for k in set(got) | set(want) if got.get(k) != want.get(k)}
    for k, (a, b) in diff.items():
        if isinstance(a, list) and isinstance(b, list):
            at = next((i for i, (x, y) in enumerate(zip(a, b)) if x != y), min(len(a), len(b)))
            diff[k] = (len(a), len(b), at, a[at : at + 2], b[at : at + 2])
    assert not diff, f"{game}'s options differ from those applied: {diff}"


@pytest.mark.parametrize("game", list(GAMES))
def test_each_data_set_is_a_table_that_applies_unchanged(editors_page, game):
    """Every data-set option of the game is a table, one row per entry of its value; applying
    the untouched form sends exactly the options the game holds (Python accepts them, nothing
    changes), so the tables read back what they show."""
    page, kernel = editors_page
    root = rules(page, game)
    before = params(kernel, game)
    for name in DATA_SETS[game]:
        field = root.locator(f"[data-field={name}]")
        assert field.locator("table.dw-table").count() >= 1, f"{game}.{name} is not a table"
        value = before[name]
        rows = field.locator("tbody tr").count()
        expected = sum(len(v) for v in value.values()) if name == "characters" else len(value)
        assert rows == expected, f"{game}.{name}: {rows} rows for {expected} entries"
    apply = root.locator("[data-action=apply-params]")
    assert apply.is_enabled()
    apply.click()
    page.wait_for_timeout(300)
    assert kernel.eval_json(f"{GAMES[game]}.error") == ""
    assert params(kernel, game) == before
    assert page.page_errors == [], page.page_errors


def test_a_cell_is_checked_as_it_is_typed(editors_page):
    """A count typed as a word is refused in the cell itself ("a number is needed"), the Apply
    button waits, and the cell is accepted again once it is a number."""
    page, _ = editors_page
    root = rules(page, "vesta")
    field = root.locator("[data-field=prices]")
    cell = field.locator("tbody tr").first.locator("input.dw-cell").first
    was = cell.input_value()
    cell.fill("two")
    assert "dw-invalid" in cell.get_attribute("class")
    assert "a number is needed" in field.locator("[data-role=table-note]").inner_text()
    assert root.locator("[data-action=apply-params]").is_disabled()
    cell.fill(was)
    assert "dw-invalid" not in cell.get_attribute("class")
    assert root.locator("[data-action=apply-params]").is_enabled()


def test_rows_are_added_and_removed_and_applied(editors_page):
    """Delta's animal cards (Appendix: Animal cards): removing a row and adding one changes the
    option the game gets when applied."""
    page, kernel = editors_page
    root = rules(page, "delta")
    before = params(kernel, "delta")
    field = root.locator("[data-field=animals]")
    rows = field.locator("tbody tr")
    n = rows.count()
    rows.nth(n - 1).locator("[data-action=remove-row]").click()
    assert rows.count() == n - 1
    field.locator("[data-action=add-row]").click()
    assert rows.count() == n
    last = rows.nth(n - 1).locator("input.dw-cell")
    # the new row's cells, typed in: the columns are the animal cards' fields
    heads = field.locator("thead th").all_inner_texts()
    first = before["animals"][0]  # a second card like the first (a reward its animal has)
    values = {k: str(v) for k, v in first.items()}
    for i, head in enumerate(x for x in heads if x):
        last.nth(i).fill(values[head])
    root.locator("[data-action=apply-params]").click()
    want = {**before, "animals": before["animals"][:-1] + [first]}
    wait_params(page, kernel, "delta", want)


def test_pythons_sentence_shows_by_the_field(editors_page):
    """A value the page cannot judge (an animal card's animal, checked by the game's catalogue)
    is sent, Python refuses it naming the rule, the game is left as it was, and the sentence
    shows under that option's table."""
    page, kernel = editors_page
    root = rules(page, "delta")
    before = params(kernel, "delta")
    field = root.locator("[data-field=animals]")
    heads = [t for t in field.locator("thead th").all_inner_texts() if t]
    cell = field.locator("tbody tr").nth(2).locator("input.dw-cell").nth(heads.index("animal"))
    cell.fill("cat")
    root.locator("[data-action=apply-params]").click()
    note = field.locator(":scope > .dw-field-error")
    page.wait_for_function("el => el.textContent.includes('animal must be one of')", arg=note.element_handle(), timeout=15_000)
    assert "animals.2" in note.inner_text()
    assert params(kernel, "delta") == before
    assert "animal must be one of" in kernel.eval_json("dl.error")
    json.dumps(before)  # the options stayed plain JSON
