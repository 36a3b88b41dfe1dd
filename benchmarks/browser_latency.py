"""Click -> kernel -> page latency and kernel->browser bytes, in real JupyterLab + headless Chromium.

In one browser session it measures

(a) a bare anywidget round trip: a tiny AnyWidget whose button sends a message; Python answers
    by changing a traitlet; the page shows the new value;
(b) the Delta V widget: click a choice -> Python plays it -> the board shows the new position;

and, for each, the median and 95th percentile time from the click to the DOM update, and the
bytes the kernel sent the browser per click (every websocket frame on the kernel channel,
protocol envelope included; the comm-message part alone is shown too).

    python benchmarks/browser_latency.py                  # 50 clicks each, a 4-player game
    python benchmarks/browser_latency.py --clicks 100 --players 2 --json

Targets (issue 3): median click->board <= 1.5x the bare round trip; <= 10 KB per step, 4 players.
Servers and the browser are started and stopped the same way as the browser tests
(``tests/browser/browser_harness.py``; /work/shared/TESTING.md).
"""
from __future__ import annotations

import argparse
import json
import statistics
import struct
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests" / "browser"))
import browser_harness as h  # noqa: E402

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

# Click ``click`` and resolve with the ms until ``probe`` (a selector and a property) changes.
CLICK_AND_TIME = """
async ({click, probe, prop, timeout}) => {
  const read = () => { const e = document.querySelector(probe); return e ? String(e[prop]) : null; };
  const before = read();
  const target = document.querySelector(click);
  if (!target) throw new Error('nothing to click at ' + click);
  return await new Promise((resolve, reject) => {
    const obs = new MutationObserver(() => {
      if (read() !== before) { obs.disconnect(); resolve(performance.now() - t0); }
    });
    obs.observe(document.body, {subtree: true, childList: true, characterData: true, attributes: true});
    setTimeout(() => { obs.disconnect(); reject(new Error('no DOM update within ' + timeout + ' ms')); }, timeout);
    const t0 = performance.now();
    target.click();
  });
}
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
        return json.loads(data[offs[1]:offs[2]])["msg_type"]  # part 0 is the channel, 1 the header
    except Exception:
        return "?"


def measure(page, meter: FrameMeter, click: str, probe: str, prop: str, clicks: int,
            warmup: int = 3) -> dict:
    """``clicks`` timed clicks (after ``warmup`` untimed ones): latency and bytes per click."""
    times, sizes, comm = [], [], []
    for i in range(warmup + clicks):
        meter.settle(page)
        b0, c0 = meter.total, meter.comm
        ms = page.evaluate(CLICK_AND_TIME, {"click": click, "probe": probe, "prop": prop, "timeout": 10_000})
        meter.settle(page)
        if i >= warmup:
            times.append(ms)
            sizes.append(meter.total - b0)
            comm.append(meter.comm - c0)
    return summary(times, sizes, comm)


def summary(times: list[float], sizes: list[int], comm: list[int]) -> dict:
    q = statistics.quantiles(times, n=20, method="inclusive")  # q[18] is the 95th percentile
    return {
        "clicks": len(times),
        "median_ms": round(statistics.median(times), 1),
        "p95_ms": round(q[18], 1),
        "median_bytes": int(statistics.median(sizes)),
        "max_bytes": max(sizes),
        "median_comm_bytes": int(statistics.median(comm)),
    }


def table(rows: dict[str, dict]) -> str:
    head = f"{'widget':<28}{'clicks':>7}{'median ms':>11}{'p95 ms':>9}{'bytes/click':>13}{'max bytes':>11}{'comm bytes':>12}"
    lines = [head, "-" * len(head)]
    for name, r in rows.items():
        lines.append(f"{name:<28}{r['clicks']:>7}{r['median_ms']:>11}{r['p95_ms']:>9}"
                     f"{r['median_bytes']:>13}{r['max_bytes']:>11}{r['median_comm_bytes']:>12}")
    return "\n".join(lines)


def run(clicks: int, players: int, seed: int) -> dict:
    from playwright.sync_api import sync_playwright

    h.require_tools()
    work = h.tmpdir("deltawidgets-bench-")
    lab = h.start_lab(work)
    try:
        h.write_notebook(lab.root / "_browser_latency.ipynb", [ECHO_CELL])
        with sync_playwright() as pw:
            browser = h.launch_chromium(pw)
            page = h.new_page(browser)
            meter = FrameMeter(page)
            h.open_in_lab(page, lab, "_browser_latency.ipynb")
            h.run_all(page)
            page.locator(".echo-button").wait_for()
            rows = {"bare anywidget round trip": measure(page, meter, ".echo-button", ".echo-count",
                                                        "textContent", clicks)}
            browser.close()
    finally:
        lab.stop()
    return {"players": players, "seed": seed, "results": rows}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--clicks", type=int, default=50, help="timed clicks per widget (default 50)")
    ap.add_argument("--players", type=int, default=4, help="Delta V players (default 4)")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--json", action="store_true", help="print one JSON object instead of a table")
    args = ap.parse_args()
    out = run(args.clicks, args.players, args.seed)
    print(json.dumps(out) if args.json else table(out["results"]))


if __name__ == "__main__":
    main()
