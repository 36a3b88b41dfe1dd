"""Pictures of every game's board for the README: docs/img/<game>.png.

Each board is drawn as a reader sees it: the game's widget in a notebook cell of a real
JupyterLab, in headless Chromium, started and stopped as the browser tests do
(``tests/browser/browser_harness.py``; needs the ``test`` extra and ``/usr/bin/chromium``). A few
random bot steps are played first, so that the picture shows a game under way rather than an
empty start.

    python scripts/board_pictures.py                 # every registered game
    python scripts/board_pictures.py --only vesta
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tests" / "browser"))
import browser_harness as h  # noqa: E402
from deltawidgets.games import GAMES  # noqa: E402

OUT = ROOT / "docs" / "img"

CELL = """\
import random
from deltawidgets.widgets import widget_for
w_{game} = widget_for({game!r}, seed={seed}, params={{"players": {players}}}, viewer="all")
rng = random.Random({seed})
for _ in range({steps}):
    if w_{game}.status["over"]:
        break
    w_{game}.send_from_frontend({{"type": "act", "index": rng.randrange(len(w_{game}.match.legal())),
                                  "step": w_{game}.cursor}})
w_{game}
"""


def main(argv=None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--only", action="append", choices=sorted(GAMES), help="only this game (repeatable)")
    ap.add_argument("--players", type=int, default=3)
    ap.add_argument("--steps", type=int, default=40, help="random steps played before the picture")
    ap.add_argument("--seed", type=int, default=7)
    args = ap.parse_args(argv)
    from playwright.sync_api import sync_playwright

    h.require_tools()
    games = args.only or list(GAMES)
    OUT.mkdir(parents=True, exist_ok=True)
    work = h.tmpdir("deltawidgets-pictures-")
    lab = h.start_lab(work)
    try:
        h.write_notebook(lab.root / "_boards.ipynb", [CELL.format(game=g, seed=args.seed, players=args.players, steps=args.steps) for g in games])
        with sync_playwright() as pw:
            browser = h.launch_chromium(pw)
            # tall enough that the tallest board (Delta) fits in the notebook without scrolling
            page = h.new_page(browser, width=1300, height=2400)
            h.open_in_lab(page, lab, "_boards.ipynb")
            h.run_all(page)
            for g in games:
                board = page.locator(f".dw-root[data-game={g}] [data-role=board]").first
                board.wait_for()
                board.scroll_into_view_if_needed()
                page.wait_for_timeout(500)  # the last redraw's transitions
                board.screenshot(path=str(OUT / f"{g}.png"))
                print(f"wrote {(OUT / f'{g}.png').relative_to(ROOT)}")
            browser.close()
    finally:
        lab.stop()


if __name__ == "__main__":
    main()
