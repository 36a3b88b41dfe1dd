"""Click -> kernel -> page latency and kernel->browser bytes, in real JupyterLab + headless Chromium.

In one browser session, clicking the two widgets in turn (shuffled order, 5 warm-up rounds):

(a) a bare anywidget round trip: a tiny AnyWidget whose button sends a message; Python answers
    by changing a traitlet; the page shows the new value;
(b) a game's widget (Delta V by default, or --game delta; 4 players, hot-seat unless --viewer all): click a random playable board element or
    choice button (and a choice in the chooser a board element may open) -> Python plays it ->
    the board shows the new position (the widget root's data-cursor changes after the redraw).

Columns: median and 95th percentile ms from the click to the DOM update; that time split at the
arrival of the largest kernel frame (the widget's state update): "kernel ms" (browser -> server
-> kernel -> server -> browser) and "front ms" (decode, patch, redraw); bytes the kernel sent the
page per click (every websocket frame, protocol envelope included) and the comm-message part.

    python benchmarks/browser_latency.py                  # 50 clicks each, a 4-player game
    python benchmarks/browser_latency.py --tcp-nodelay    # the same with Nagle off (deltawidgets/server.py)
    python benchmarks/browser_latency.py --clicks 100 --players 2 --json
    python benchmarks/browser_latency.py --tcp-nodelay --viewer all   # teaching view: no seat changes
    python benchmarks/browser_latency.py --tcp-nodelay --game delta   # the Delta board

Targets (issue 3): median click->board <= 1.5x the bare round trip; <= 10 KB per step, 4 players.
Servers and the browser are started and stopped the same way as the browser tests
(``tests/browser/browser_harness.py``, described in ``tests/browser/README.md``).
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import struct
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests" / "browser"))
import browser_harness as h  # noqa: E402
from results_io import ENGINE, Run  # noqa: E402  (beside this script)

ECHO_CELL = '''\
import anywidget, traitlets

class Echo(anywidget.AnyWidget):
    """The smallest widget round trip: JS sends a message, Python answers with a traitlet."""
    _esm = """
    export default { render({ model, el }) {
      const b = document.createElement('button');
      b.className = 'echo-button'; b.textContent = 'echo';
      const s = document.createElement('span');
      s.className = 'echo-count'; s.textContent = String(model.get('count'));
      b.addEventListener('click', () => model.send({ type: 'ping' }));
      model.on('change:count', () => { s.textContent = String(model.get('count')); });
      el.append(b, s);
    } }"""
    count = traitlets.Int(0).tag(sync=True)

    def __init__(self, **kw):
        super().__init__(**kw)
        self.on_msg(lambda _w, content, _b: setattr(self, 'count', self.count + 1))

echo = Echo()
echo
'''

GAME_CELL = """\
from deltawidgets.widgets import widget_for
game = widget_for({game!r}, seed={seed}, params={{"players": {players}, "first_player": 0}}, viewer={viewer!r})
game
"""
TITLES = {"deltav": "Delta V", "delta": "Delta"}

# Installed before the page loads: note when each kernel websocket frame arrives, and its size.
FRAME_CLOCK = """
(() => {
  const Orig = window.WebSocket;
  window.__dwFrames = [];
  window.WebSocket = class extends Orig {
    constructor(...args) {
      super(...args);
      if (String(args[0]).includes('/api/kernels/')) {
        this.addEventListener('message', (e) => {
          const d = e.data;
          window.__dwFrames.push([performance.now(), d.byteLength ?? d.size ?? d.length]);
        });
      }
    }
  };
})();
"""

# Click the ``nth`` match of ``click`` (modulo their count) and resolve when ``probe`` changes
# (a selector and a property; "@name" reads an attribute) with: ms from the click to the DOM
# update, and its split at the arrival of the largest kernel frame (the widget's state update):
# before it is the server and kernel, after it the front-end.
CLICK_AND_TIME = """
async ({click, nth, probe, prop, timeout}) => {
  const read = () => {
    const e = document.querySelector(probe);
    if (!e) return null;
    return prop.startsWith('@') ? e.getAttribute(prop.slice(1)) : String(e[prop]);
  };
  const before = read();
  const all = document.querySelectorAll(click);
  if (!all.length) throw new Error('nothing to click at ' + click);
  const target = all[nth % all.length];
  window.__dwFrames = [];
  return await new Promise((resolve, reject) => {
    const obs = new MutationObserver(() => {
      if (read() === before) return;
      const t1 = performance.now();
      obs.disconnect();
      const frames = window.__dwFrames.filter((f) => f[0] <= t1);
      const big = frames.reduce((a, f) => (a && a[1] >= f[1] ? a : f), null);
      const tf = big ? big[0] : t1;
      resolve({ total: t1 - t0, kernel: tf - t0, front: t1 - tf });
    });
    obs.observe(document.body, {subtree: true, childList: true, characterData: true, attributes: true});
    setTimeout(() => { obs.disconnect(); reject(new Error('no DOM update within ' + timeout + ' ms')); }, timeout);
    const t0 = performance.now();
    // SVG elements have no click(): send the event itself
    target.dispatchEvent(new MouseEvent('click', {bubbles: true, cancelable: true, view: window}));
    // a board element that plays several choices opens a chooser: pick one, as a person would
    const chooser = target.closest('[data-role=board]')?.querySelectorAll('[data-role=chooser] button');
    if (chooser && chooser.length) chooser[nth % chooser.length].click();
  });
}
"""


def game_root(game: str) -> str:
    return f".dw-root[data-game={game}]"


def choices(game: str) -> str:
    """What a player clicks to choose: the panel's choice buttons, and the playable board elements."""
    root = game_root(game)
    return f"{root} [data-action=choice]:not([hidden]), {root} [data-role=board] .dw-target"


# For --tcp-nodelay: the opt-in setting this package ships (deltawidgets/server.py). jupyter_server
# leaves Nagle's algorithm on for the kernel websocket; the kernel's "busy" status and the widget's
# update leave the server ~1 ms apart, and the update then waits for the browser's delayed ACK of
# the first, about 40 ms. The setting turns TCP_NODELAY on when the kernel websocket opens.
TCP_NODELAY_CONFIG = """\
c.ServerApp.kernel_websocket_connection_class = "deltawidgets.server.NoDelayKernelConnection"
"""


class FrameMeter:
    """Counts bytes the kernel sends the page (websocket frames on /api/kernels/*/channels)."""

    def __init__(self, page):
        self.total = 0
        self.comm = 0
        self.frames = 0
        self.last = time.monotonic()
        page.on("websocket", self._attach)

    def _attach(self, ws):
        if "/api/kernels/" in ws.url and "channels" in ws.url:
            ws.on("framereceived", self._frame)

    def _frame(self, payload):
        data = payload.encode() if isinstance(payload, str) else payload
        self.total += len(data)
        self.frames += 1
        if msg_type(data) in ("comm_msg", "comm_open"):
            self.comm += len(data)
        self.last = time.monotonic()

    def settle(self, page, quiet: float = 0.15, limit: float = 5.0) -> None:
        """Let frames arrive until none came for ``quiet`` seconds (e.g. the kernel's idle status)."""
        end = time.monotonic() + limit
        while time.monotonic() < end and time.monotonic() - self.last < quiet:
            page.wait_for_timeout(25)


def msg_type(data: bytes) -> str:
    """The Jupyter message type of a frame, in the JSON or the binary (v1) websocket protocol."""
    try:
        if data[:1] == b"{":
            return json.loads(data)["header"]["msg_type"]
        n = struct.unpack_from("<Q", data, 0)[0]
        offs = struct.unpack_from(f"<{n}Q", data, 8)
        return json.loads(data[offs[1] : offs[2]])["msg_type"]  # part 0 is the channel, 1 the header
    except Exception:
        return "?"


@dataclass
class Probe:
    """What one timed click is: the element(s) to click and what shows that the page updated."""

    click: str
    probe: str
    prop: str
    rng: random.Random
    times: list = field(default_factory=list)
    sizes: list = field(default_factory=list)
    comm: list = field(default_factory=list)


def click_once(page, meter: FrameMeter, p: Probe, keep: bool) -> bool:
    """One click, timed to the DOM update, with the bytes it made the kernel send; False if
    there was nothing left to click (a finished game)."""
    meter.settle(page)
    if not page.locator(p.click).count():
        return False
    b0, c0 = meter.total, meter.comm
    t = page.evaluate(CLICK_AND_TIME, {"click": p.click, "nth": p.rng.randrange(1 << 30), "probe": p.probe, "prop": p.prop, "timeout": 10_000})
    meter.settle(page)
    if keep:
        p.times.append(t)
        p.sizes.append(meter.total - b0)
        p.comm.append(meter.comm - c0)
    return True


def measure(page, meter: FrameMeter, probes: dict[str, Probe], clicks: int, warmup: int = 5) -> dict:
    """Round after round, one click of each probe in a shuffled order, so that every probe meets
    the same conditions (the server's round trip flips between fast and ~40 ms slower from one
    message to the next; a fixed order would lock one probe onto the slow beat);
    ``warmup`` rounds are not kept."""
    live = dict(probes)
    order = random.Random(len(probes))
    for i in range(warmup + clicks):
        names = list(live)
        order.shuffle(names)
        for name in names:
            p = live[name]
            if not click_once(page, meter, p, keep=i >= warmup):
                del live[name]  # e.g. the game ended: keep what was measured
    return {name: summary(p.times, p.sizes, p.comm) for name, p in probes.items()}


def summary(times: list[dict], sizes: list[int], comm: list[int]) -> dict:
    total = [t["total"] for t in times]
    q = statistics.quantiles(total, n=20, method="inclusive")  # q[18] is the 95th percentile
    return {
        "clicks": len(times),
        "median_ms": round(statistics.median(total), 1),
        "p95_ms": round(q[18], 1),
        "median_kernel_ms": round(statistics.median(t["kernel"] for t in times), 1),
        "median_front_ms": round(statistics.median(t["front"] for t in times), 1),
        "median_bytes": int(statistics.median(sizes)),
        "max_bytes": max(sizes),
        "median_comm_bytes": int(statistics.median(comm)),
    }


def table(rows: dict[str, dict]) -> str:
    head = f"{'widget':<28}{'clicks':>7}{'median ms':>11}{'p95 ms':>9}{'kernel ms':>11}{'front ms':>10}{'bytes/click':>13}{'max bytes':>11}{'comm bytes':>12}"
    lines = [head, "-" * len(head)]
    for name, r in rows.items():
        lines.append(
            f"{name:<28}{r['clicks']:>7}{r['median_ms']:>11}{r['p95_ms']:>9}{r['median_kernel_ms']:>11}"
            f"{r['median_front_ms']:>10}{r['median_bytes']:>13}{r['max_bytes']:>11}{r['median_comm_bytes']:>12}"
        )
    return "\n".join(lines)


def run(clicks: int, players: int, seed: int, nodelay: bool = False, viewer="auto", game: str = "deltav") -> dict:
    from playwright.sync_api import sync_playwright

    h.require_tools()
    work = h.tmpdir("deltawidgets-bench-")
    lab = h.start_lab(work, TCP_NODELAY_CONFIG if nodelay else "")
    try:
        h.write_notebook(lab.root / "_browser_latency.ipynb", [ECHO_CELL, GAME_CELL.format(game=game, seed=seed, players=players, viewer=viewer)])
        with sync_playwright() as pw:
            browser = h.launch_chromium(pw, work / "chromium-profile")
            page = h.new_page(browser)
            page.add_init_script(FRAME_CLOCK)
            meter = FrameMeter(page)
            h.open_in_lab(page, lab, "_browser_latency.ipynb")
            h.run_all(page)
            page.locator(".echo-button").wait_for()
            page.locator(game_root(game)).wait_for()
            rows = measure(
                page,
                meter,
                {
                    "bare anywidget round trip": Probe(".echo-button", ".echo-count", "textContent", random.Random(seed)),
                    f"{TITLES[game]} {players}p: click -> board": Probe(choices(game), game_root(game), "@data-cursor", random.Random(seed)),
                },
                clicks,
            )
            browser.close()
    finally:
        lab.stop()
    bare, board = rows["bare anywidget round trip"], rows[f"{TITLES[game]} {players}p: click -> board"]
    return {"game": game, "players": players, "seed": seed, "viewer": viewer, "tcp_nodelay": nodelay, "results": rows, "targets": targets(bare, board)}


def targets(bare: dict, game: dict) -> dict:
    """The issue's two targets, checked on these figures (10 KB read as 10 000 bytes)."""
    ratio = game["median_ms"] / bare["median_ms"]
    return {
        "latency_ratio": round(ratio, 2),
        "latency_ok": ratio <= 1.5,
        "median_bytes": game["median_bytes"],
        "bytes_ok": game["median_bytes"] <= 10_000,
        "max_bytes": game["max_bytes"],
        "max_bytes_ok": game["max_bytes"] <= 10_000,
    }


def verdicts(t: dict) -> str:
    yes = lambda ok: "met" if ok else "NOT met"  # noqa: E731
    return (
        f"median click->board / bare round trip = {t['latency_ratio']} (target <= 1.5): {yes(t['latency_ok'])}\n"
        f"median bytes per step = {t['median_bytes']} (target <= 10 KB): {yes(t['bytes_ok'])}; "
        f"largest step = {t['max_bytes']} ({yes(t['max_bytes_ok'])} for every step)"
    )


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--clicks", type=int, default=50, help="timed clicks per widget (default 50)")
    ap.add_argument("--game", default="deltav", choices=sorted(TITLES), help="the game whose board is clicked (default deltav)")
    ap.add_argument("--players", type=int, default=4, help="players (default 4)")
    ap.add_argument(
        "--viewer",
        default="auto",
        choices=["auto", "all"],
        help="auto: hot-seat, the view follows the deciding seat and every change of seat "
        "resends a snapshot (the default); all: the teaching view, one viewer throughout",
    )
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument(
        "--tcp-nodelay",
        action="store_true",
        help="run the server with deltawidgets.server.NoDelayKernelConnection (TCP_NODELAY on the kernel websocket: shows what Nagle's algorithm costs)",
    )
    ap.add_argument("--json", action="store_true", help="print one JSON object instead of a table")
    args = ap.parse_args()
    name = f"browser_latency_{args.game}" + ("_nodelay" if args.tcp_nodelay else "_stock") + ("_teacher" if args.viewer == "all" else "")
    record = Run(
        name,
        measures=[
            "js/",
            "deltawidgets/static/",
            "deltawidgets/widgets/",
            "deltawidgets/server.py",
            f"deltawidgets/games/{args.game}/",
            "tests/browser/browser_harness.py",
            *ENGINE,
        ],
    )
    out = run(args.clicks, args.players, args.seed, args.tcp_nodelay, args.viewer, args.game)
    record.save(inputs=vars(args), figures=out)
    if args.json:
        print(json.dumps(out))
        return
    print(table(out["results"]) + "\n\n" + verdicts(out["targets"]))
    if not args.tcp_nodelay:
        print(
            "\nnote: with a stock Jupyter server some kernel messages wait ~40 ms for the browser's "
            "delayed ACK (Nagle's algorithm), a varying share from run to run; --tcp-nodelay "
            "runs the server with the opt-in setting of deltawidgets/server.py, which removes them."
        )


if __name__ == "__main__":
    main()
