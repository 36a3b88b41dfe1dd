"""Networked tables under load (issue 38): click -> the seat's board, one table alone and many at once.

The tables run in one process, as in a designer's kernel (``deltawidgets.net.Table``, Delta V,
4 human seats each); the players' pages run in another, as browsers would: a websocket a seat. At
each table the deciding seat's page sends its first choice, waits until its own page shows the
next step (the time measured: its message to the server, the move, every widget of the table
brought up to date, the update back), then "thinks" for a random pause before the next decider
clicks. First one table alone, then ``--tables`` at once, the same clicks per table; every socket
is on 127.0.0.1 and every loop ends by itself (a fixed number of clicks, each bounded).

    python benchmarks/net_load.py                    # 20 tables of 4 seats, 40 clicks each
    python benchmarks/net_load.py --tables 10 --clicks 20

Target (issue 38): with 20 tables the 95th percentile within 2x a lone table's.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import multiprocessing as mp
import random
import statistics
import time

from results_io import ENGINE, Run  # beside this script

GAME = "deltav"
PLAYERS = 4
#: a player's pause between one move showing and the next decider's click, in seconds
THINK = (0.2, 0.6)


def serve(tables: int, links, go, stop) -> None:
    """The designer's side: ``tables`` tables on one event loop; their links go to ``links``."""
    from deltawidgets.net import Table

    async def main():
        made = [Table(GAME, seed=100 + i, params={"players": PLAYERS}).start("127.0.0.1", 0) for i in range(tables)]
        links.put([[t.link(s) for s in range(PLAYERS)] for t in made])
        while not stop.is_set():
            await asyncio.sleep(0.05)
        for t in made:
            t.stop()

    go.wait()
    asyncio.run(main())


class PageDoc:
    """What a seat's page shows, rebuilt from its frames as js/doc.js does: the public snapshot,
    the catch-up, then each step's delta (its version follows on, or it starts from the snapshot)."""

    def __init__(self):
        self.snapshot = None
        self.doc: dict = {}
        self.version = -1
        self.cursor = -1
        #: set at every frame taken: a waiting player wakes when the page changes, as a browser's
        #: page would, instead of polling (twenty tables polling every fraction of a millisecond
        #: kept the players' process busy and put that into the measured time)
        self.changed = asyncio.Event()

    def take(self, message: dict) -> None:
        import base64

        from deltawidgets.widgets.sync import apply, apply_in_place, decode

        st = message["state"]
        for path, b in zip(message.get("buffer_paths", []), message.get("buffers", []), strict=True):
            st[path[0]] = base64.b64decode(b)
        if "snapshot" in st:
            self.snapshot = decode(st["snapshot"])
        if "catchup" in st and st["catchup"]:
            catchup = decode(st["catchup"])
            if catchup:
                self.doc, self.version = apply(self.snapshot, catchup["ops"]), catchup["version"]
        if "delta" in st and st["delta"]:
            d = decode(st["delta"]) if isinstance(st["delta"], bytes) else st["delta"]
            if d["to"] > self.version:
                # a browser's doc.js copies only the paths a delta changes; copying the whole
                # document at every frame made the simulated pages' own work part of the time
                if d["from"] is None:
                    self.doc = apply(self.snapshot, d["ops"])
                else:
                    apply_in_place(self.doc, d["ops"])
                self.version = d["to"]
        if "cursor" in st:
            self.cursor = st["cursor"]
        self.changed.set()

    async def until(self, done, timeout: float = 10) -> None:
        """Wait until ``done()`` holds, waking at each frame (at most ``timeout`` seconds)."""
        end = time.perf_counter() + timeout
        while not done():
            self.changed.clear()
            left = end - time.perf_counter()
            if left <= 0:
                raise TimeoutError(f"no update within {timeout:g} s")
            try:
                await asyncio.wait_for(self.changed.wait(), left)
            except asyncio.TimeoutError:
                pass

    @property
    def may_act(self) -> bool:
        return bool(self.doc.get("status", {}).get("may_act"))


async def play_table(urls: list[str], clicks: int, rng: random.Random, times: list[float]) -> None:
    """One table's four pages: the deciding seat clicks, the time to its own next step is kept."""
    from tornado import websocket

    pages = [await websocket.websocket_connect(u.replace("http://", "ws://") + "/ws") for u in urls]
    docs = [PageDoc() for _ in pages]
    readers = [asyncio.create_task(drain(conn, doc)) for conn, doc in zip(pages, docs, strict=True)]
    try:
        for d in docs:
            await d.until(lambda d=d: d.cursor >= 0)
        for _ in range(clicks):
            await asyncio.sleep(rng.uniform(*THINK))
            decider = next((i for i, d in enumerate(docs) if d.may_act), None)
            if decider is None:
                return  # the game ended
            step = docs[decider].cursor
            t0 = time.perf_counter()
            pages[decider].write_message(json.dumps({"method": "custom", "content": {"type": "act", "index": 0, "step": step}}))
            await docs[decider].until(lambda d=docs[decider], step=step: d.cursor != step)
            times.append((time.perf_counter() - t0) * 1000)
            # every page of the table has its update before the next player thinks
            for d in docs:
                await d.until(lambda d=d, step=step: d.cursor != step)
    finally:
        for r in readers:
            r.cancel()
        for p in pages:
            p.close()


async def drain(conn, doc: PageDoc) -> None:
    while True:
        text = await conn.read_message()
        if text is None:
            return
        message = json.loads(text)
        if message["method"] == "update":
            doc.take(message)


def run_clients(links, clicks: int, seed: int) -> list[float]:
    times: list[float] = []

    async def main():
        await asyncio.gather(*(play_table(urls, clicks, random.Random(seed + i), times) for i, urls in enumerate(links)))

    asyncio.run(main())
    return times


def measure(tables: int, clicks: int, seed: int) -> list[float]:
    """Serve ``tables`` tables in a process of their own and play them from this one."""
    ctx = mp.get_context("spawn")
    links, go, stop = ctx.Queue(), ctx.Event(), ctx.Event()
    server = ctx.Process(target=serve, args=(tables, links, go, stop), daemon=True)
    server.start()
    go.set()
    try:
        times = run_clients(links.get(timeout=120), clicks, seed)
    finally:
        stop.set()
        server.join(30)
    return times


def summary(times: list[float]) -> dict:
    q = statistics.quantiles(times, n=20, method="inclusive")
    return {"clicks": len(times), "median_ms": round(statistics.median(times), 1), "p95_ms": round(q[18], 1), "max_ms": round(max(times), 1)}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--tables", type=int, default=20, help="tables at once (default 20)")
    ap.add_argument("--clicks", type=int, default=40, help="clicks per table (default 40)")
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args()
    record = Run("net_load", measures=["deltawidgets/net/", "deltawidgets/widgets/", f"deltawidgets/games/{GAME}/", *ENGINE])
    lone = summary(measure(1, args.clicks, args.seed))
    many = summary(measure(args.tables, args.clicks, args.seed))
    ratio = many["p95_ms"] / lone["p95_ms"]
    figures = {
        "game": GAME,
        "players": PLAYERS,
        "tables": args.tables,
        "think_s": list(THINK),
        "lone": lone,
        "loaded": many,
        "p95_ratio": round(ratio, 2),
        "target_met": ratio <= 2,
    }
    record.save(inputs=vars(args), figures=figures)
    print(json.dumps(figures, indent=1))


if __name__ == "__main__":
    main()
