"""Bytes sent to the browser per step by a game widget (Delta V by default), over random games.

For every step (one action by a person or a bot) this measures each synced traitlet whose value
changed as the comm carries it (the snapshot and the delta as their bytes: compact JSON,
zlib-compressed when long; the rest as compact JSON), which is what the kernel sends to the
front-end besides the message envelope. It compares with the size of the whole document as
plain JSON (what sending it in full each step would cost).

    python benchmarks/payload.py            # Delta V, 4 players, 4 games per seating, prints a table
    python benchmarks/payload.py --games 10 --players 4
    python benchmarks/payload.py --game spatial --players 5

Kept in ``benchmarks/results/payload_<game>.json`` (``results_io``).

Seatings: "hot-seat" (every seat human, viewer auto: the view follows the deciding seat),
"vs-bots" (seat 0 human against bots in the other seats, viewer 0), "teacher" (viewer all).
"""

from __future__ import annotations

import argparse
import json
import random
import statistics

import pandas as pd
from tqdm.auto import tqdm

from deltawidgets.widgets import widget_for
from deltawidgets.widgets.sync import size
from results_io import ENGINE, Run  # beside this script

SEATINGS = {
    "hot-seat": dict(viewer="auto", seats="human"),
    "vs-bots": dict(viewer=0, seats="bots"),
    "teacher": dict(viewer="all", seats="human"),
}


def synced_names(w) -> list[str]:
    skip = {"_esm", "_css", "_bundle", "_bundle_key", "_anywidget_id", "layout", "tabbable", "tooltip", "_dom_classes", "comm"}
    return [n for n in w.keys if n not in skip and not n.startswith(("_model", "_view"))]


def wire_size(value) -> int:
    """Bytes a synced value takes in the comm message: binary buffers (the snapshot and the
    delta: compact JSON, compressed when long) as they are, the rest as compact JSON."""
    if isinstance(value, (bytes, bytearray, memoryview)):
        return len(value)
    return len(json.dumps(value, separators=(",", ":")))


def play(seed: int, players: int, seating: str, max_steps: int, game: str = "deltav") -> list[dict]:
    conf = SEATINGS[seating]
    seats = ["human"] + ["bot"] * (players - 1) if conf["seats"] == "bots" else ["human"] * players
    w = widget_for(game, seed=seed, params={"players": players}, seats=seats, viewer=conf["viewer"])
    rng = random.Random(seed)
    names = synced_names(w)
    rows = []
    for step in range(max_steps):
        if w.status["over"]:
            break
        before = {n: json.dumps(getattr(w, n), separators=(",", ":")) for n in names}
        if w.status["bot_turn"]:
            w.send_from_frontend({"type": "bot_step"})
        else:
            w.send_from_frontend({"type": "act", "index": rng.randrange(len(w.match.legal())), "step": w.cursor})
        assert not w.error, w.error
        changed = [n for n in names if json.dumps(getattr(w, n), separators=(",", ":")) != before[n]]
        sent = {n: wire_size(v) for n, v in w.get_state(changed).items()} if changed else {}
        rows.append({"seating": seating, "seed": seed, "step": step, "bytes": sum(sent.values()), "snapshot": "snapshot" in sent, "full_doc": size(w.doc)})
    return rows


def main(argv=None) -> pd.DataFrame:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--game", default="deltav", help="registry name of the game (deltav, spatial, ...)")
    ap.add_argument("--games", type=int, default=4)
    ap.add_argument("--players", type=int, default=4)
    ap.add_argument("--max-steps", type=int, default=2000)
    args = ap.parse_args(argv)
    run = Run(f"payload_{args.game}", measures=[f"deltawidgets/games/{args.game}/", "deltawidgets/widgets/", "deltawidgets/core/match.py", *ENGINE])
    rows = []
    jobs = [(s, g) for s in SEATINGS for g in range(args.games)]
    for seating, seed in tqdm(jobs, desc="games"):
        rows += play(seed, args.players, seating, args.max_steps, args.game)
    df = pd.DataFrame(rows)
    table = df.groupby("seating").agg(
        steps=("bytes", "size"),
        median_bytes=("bytes", "median"),
        p90_bytes=("bytes", lambda b: b.quantile(0.9)),
        max_bytes=("bytes", "max"),
        snapshot_share=("snapshot", "mean"),
        full_doc_median=("full_doc", "median"),
    )
    pd.set_option("display.width", 120)
    print(table.round(2).to_string())
    print(f"all steps: median {statistics.median(df.bytes):.0f} B, max {df.bytes.max()} B, steps over 10 KB: {(df.bytes > 10_240).mean():.1%}")
    figures = {
        seating: {
            "steps": int(r.steps),
            "median_bytes": float(r.median_bytes),
            "p90_bytes": float(r.p90_bytes),
            "max_bytes": int(r.max_bytes),
            "snapshot_share": round(float(r.snapshot_share), 3),
            "full_doc_median": float(r.full_doc_median),
        }
        for seating, r in table.iterrows()
    }
    figures["all"] = {
        "median_bytes": float(statistics.median(df.bytes)),
        "max_bytes": int(df.bytes.max()),
        "share_over_10KB": round(float((df.bytes > 10_240).mean()), 4),
    }
    run.save(inputs=vars(args), figures=figures)
    return df


if __name__ == "__main__":
    main()
