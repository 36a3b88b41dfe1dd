"""The lab widget in real JupyterLab (issue 13, the playtest lab), used as a person would: pick a
game in the menu, fill its rule-options form (a bad value first: the rule option's sentence, and
nothing runs), seat the bots, sweep one option, Run; the progress bar and the plots move on while
the kernel stays free; Stop keeps the finished games; Game metrics shows the battery with a
verdict for each swept value (issue 34); the CSV and Parquet links download the table."""

from __future__ import annotations

import io

import pandas as pd
import pytest

import browser_harness as h

pytestmark = pytest.mark.browser

NOTEBOOK = "_lab_widget.ipynb"
CELLS = [
    """\
from deltawidgets.widgets import LabWidget
lw = LabWidget("vesta", games=5, seed=0)
""",
    "lw",
]
ROOT = ".dw-lab"
STATE = """{"game": lw.game_name, "options": lw.options, "sweep": [lw.sweep_option, lw.sweep_values], "bots": lw.bots,
            "games": lw.games, "seed": lw.seed, "running": lw.running, "done": lw.done, "total": lw.total,
            "error": lw.error, "status": lw.status, "rows": len(lw.table)}"""


def root(page):
    return page.locator(ROOT).first


def test_the_lab_widget_runs_a_sweep_from_its_form_stops_and_exports(lab, shared_page, kernels, artifacts):
    page = shared_page  # the worker's JupyterLab page (conftest.py)
    h.write_notebook(lab.root / NOTEBOOK, CELLS)
    h.lab_close_sessions(lab)
    h.open_in_lab(page, lab, NOTEBOOK)
    h.run_all(page)
    kernel = kernels(h.lab_connection_file(lab, h.lab_kernel_id(lab, NOTEBOOK)))
    r = root(page)
    r.locator("[data-param=belt_length]").wait_for()  # Vesta Gold Rush's form

    # the game menu: Delta V's options replace Vesta's, with a seat per player
    r.locator("[data-role=lab-game]").select_option(label="Delta V")
    page.wait_for_selector(f'{ROOT}[data-game="deltav"] [data-param=alien_limit]')
    assert r.locator("[data-param=belt_length]").count() == 0
    assert r.locator("[data-role=lab-bot]").count() == 2

    # a value out of range: Python's sentence for that rule option, and nothing runs
    r.locator("[data-param=players]").fill("9")
    r.locator("[data-action=lab-run]").click()
    sentence = kernel.eval_json(
        "_e",
        setup="""
from deltawidgets import ParamsError, get_game
try:
    get_game('deltav').Params.parse({**lw.options, 'players': 9})
except ParamsError as err:
    _e = str(err)
""",
    )
    assert sentence.startswith("Rule option 'players'")
    r.locator("[data-role=error]", has_text=sentence).wait_for()
    st = kernel.eval_json(STATE)
    assert (st["running"], st["done"], st["options"]["players"], st["error"]) == (False, 0, 2, sentence)

    # three seats, the random bot in the second (the others keep the default, greedy); a sweep of the alien limit; many games, then Stop
    r.locator("[data-param=players]").fill("3")
    r.locator('[data-role=lab-bot][data-seat="2"]').wait_for()
    r.locator('[data-role=lab-bot][data-seat="1"]').select_option("random")
    r.locator("[data-role=lab-sweep-option]").select_option("alien_limit")
    assert r.locator("[data-param=alien_limit]").is_disabled(), "the swept option's own field is not read"
    r.locator("[data-role=lab-sweep-values]").fill("3, 5")
    r.locator("[data-role=lab-games]").fill("2000")
    r.locator("[data-role=lab-seed]").fill("11")
    r.locator("[data-action=lab-run]").click()
    page.wait_for_selector(f'{ROOT}[data-running="true"]')
    st = kernel.eval_json(STATE)  # the kernel answers while the games go on
    assert st["running"] and st["error"] == "" and st["total"] == 4000
    # the games' thread hands its updates to the kernel's event loop, which alone changes the widget
    assert kernel.eval_json("lw._loop is not None and lw._loop.is_running() and lw._thread.is_alive()")
    assert (st["options"]["players"], st["bots"], st["sweep"], st["games"], st["seed"]) == (
        3,
        ["greedy", "random", "greedy"],  # the lab's default, greedy, where the form was left alone
        ["alien_limit", [3, 5]],
        2000,
        11,
    )

    # the progress bar moves on, and the plots are drawn again with more games
    page.wait_for_function("s => +document.querySelector(s + ' [data-role=lab-plots]')?.dataset.games > 0", arg=ROOT)
    first = int(r.locator("[data-role=lab-plots]").get_attribute("data-games"))
    assert r.locator("[data-role=lab-plots] img[data-plot]").count() == 3
    page.wait_for_function("([s, n]) => +document.querySelector(s + ' [data-role=lab-plots]').dataset.games > n", arg=[ROOT, first], timeout=60_000)
    done = int(r.locator("[data-role=lab-progress]").get_attribute("data-done"))
    assert done > first and r.get_attribute("data-running") == "true"
    r.locator("[data-role=lab-wins] table").wait_for()
    r.screenshot(path=str(artifacts / "lab_widget_running.png"))

    r.locator("[data-action=lab-stop]").click()
    page.wait_for_selector(f'{ROOT}[data-running="false"]', timeout=60_000)
    st = kernel.eval_json(STATE)
    assert st["status"].startswith(f"Stopped: {st['rows']} of 4000 games of Delta V finished")
    assert 0 < st["rows"] < 4000 and st["done"] == st["rows"]
    assert kernel.eval_json("sorted(set(lw.table['alien_limit']))") == [3, 5], "the values take turns"
    r.locator("[data-role=lab-status]", has_text="Stopped:").wait_for()
    assert r.locator("[data-role=lab-plots]").get_attribute("data-games") == str(st["rows"])
    assert r.locator("[data-role=lab-progress-text]").inner_text().startswith(f"{st['rows']} of 4000 games")
    seats = r.locator("[data-role=lab-wins] tbody tr td:nth-child(2)").all_inner_texts()
    assert set(seats) == {"Player 1", "Player 2", "Player 3"}
    r.screenshot(path=str(artifacts / "lab_widget_stopped.png"))
    r.locator("[data-role=lab-plots]").screenshot(path=str(artifacts / "lab_widget_plots.png"))
    r.locator(".dw-lab-tables").screenshot(path=str(artifacts / "lab_widget_tables.png"))

    # issue 34: Game metrics: the battery of the table as a table and a plot, 5 against 3 with a verdict each
    button = r.locator("[data-action=lab-metrics]")
    box = button.bounding_box()
    assert box["width"] >= 24 and box["height"] >= 24 and button.is_enabled()
    button.click()
    r.locator("[data-role=battery-row]").first.wait_for(timeout=60_000)
    assert kernel.eval_json("lw.error") == ""
    verdicts = r.locator("[data-role=battery-row] td[data-verdict]").evaluate_all("els => els.map(e => e.dataset.verdict)")
    assert verdicts and set(verdicts) <= {"higher", "lower", "cannot tell apart"}
    metrics = set(r.locator("[data-role=battery-row]").evaluate_all("els => els.map(e => e.dataset.metric)"))
    assert metrics == set(kernel.eval_json("sorted(set(lw.metrics()['metric']))"))
    assert r.locator("[data-role=battery-plot]").is_visible()
    r.locator("[data-role=lab-battery]").screenshot(path=str(artifacts / "lab_widget_metrics.png"))

    # the exports: a download link each, holding the kernel's table
    table = kernel.eval_json("{'seed': lw.table['seed'].tolist(), 'alien_limit': lw.table['alien_limit'].tolist()}")
    for fmt, read in (("csv", pd.read_csv), ("parquet", pd.read_parquet)):
        r.locator(f"[data-action=lab-export-{fmt}]").click()
        link = r.locator(f'[data-role=lab-download-link][data-format="{fmt}"]')
        link.wait_for()
        assert link.inner_text().startswith(f"Download deltav-lab.{fmt} ({st['rows']} games")
        with page.expect_download() as download:
            link.click()
        assert download.value.suggested_filename == f"deltav-lab.{fmt}"
        got = read(io.BytesIO(open(download.value.path(), "rb").read()))
        assert got["seed"].tolist() == table["seed"] and got["alien_limit"].tolist() == table["alien_limit"]
        assert set(got["bot_1"]) == {"random"}
    assert kernel.eval_json("lw.error") == ""
    assert not page.page_errors
