"""Write every measured figure of the docs from the stored benchmark results, never by hand.

The figures come from ``benchmarks/results/*.json`` alone (each written by its benchmark through
``benchmarks/results_io.py``: the command, date, commit, load and inputs beside the figures).
This script writes ``docs/benchmarks.md`` whole, and fills each generated block of the other
docs, marked in the Markdown as::

    <!-- figures:NAME -->...<!-- /figures -->

where NAME is one of :data:`BLOCKS` below. ``tests/project/test_docs_figures.py`` fails when a doc
differs from what this script makes, or when a stored result is stale (:func:`stale`).

    python scripts/gen_docs.py            # write docs/benchmarks.md and fill every block
    python scripts/gen_docs.py --check    # change nothing; list what differs (exit 1 if anything)
    python scripts/gen_docs.py --stale    # list stale results, with the command that re-measures each
    python scripts/gen_docs.py --rerun-stale   # run those commands one after the other, then write
"""

from __future__ import annotations

import argparse
import json
import re
import shlex
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
RESULTS = ROOT / "benchmarks" / "results"
BENCHMARKS_MD = ROOT / "docs" / "benchmarks.md"
#: what the lab says of its default bot's standing (``deltawidgets/lab/standing.py``), made from the ladders
STANDING_JSON = ROOT / "deltawidgets" / "lab" / "standing.json"
#: figures this script writes inside the package: made from results, so a change to them never
#: makes a result stale (a result measuring ``deltawidgets/lab/`` would be, by its own figures);
#: ``benchmarks/results_io.py`` leaves them out of its "uncommitted changes" too
GENERATED_DATA = [STANDING_JSON]
#: the files whose generated blocks this script fills
DOCS = [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md")), *sorted((ROOT / "docs" / "rulings").glob("*.md"))]
BLOCK = re.compile(r"<!-- figures:([a-z0-9_]+) -->(.*?)<!-- /figures -->", re.S)
GAME_ORDER = ["deltav", "spatial", "vesta", "delta"]
TITLES = {"deltav": "Delta V", "spatial": "Spatial Delivery", "vesta": "Vesta Gold Rush", "delta": "Delta"}


# -- reading results ------------------------------------------------------------------------------


def results() -> dict[str, dict]:
    """Every stored result, by name (the file's stem)."""
    return {p.stem: json.loads(p.read_text()) for p in sorted(RESULTS.glob("*.json"))}


def _git(*args: str, root: Path = ROOT) -> subprocess.CompletedProcess:
    return subprocess.run(["git", *args], cwd=root, capture_output=True, text=True)


def _last_change(paths: tuple[str, ...], root: Path) -> str:
    # a file this script writes from the results is no code a result measured (as docs are not)
    generated = [f":(exclude){p.relative_to(ROOT)}" for p in GENERATED_DATA]
    return _git("log", "-1", "--format=%H", "--", *paths, *generated, root=root).stdout.strip()


def stale(stored: dict[str, dict] | None = None, root: Path = ROOT) -> dict[str, str]:
    """Why each stale result is stale, by name. A result is stale when it measured uncommitted
    code, when its commit is not in this history, or when a commit after it changed one of the
    paths it says it measures (``measures``): a commit that touches only docs, results or the
    figures this script writes from them (:data:`GENERATED_DATA`) never makes a result stale."""
    out = {}
    for name, r in (results() if stored is None else stored).items():
        if r.get("uncommitted_changes"):
            out[name] = "it measured code with uncommitted changes"
            continue
        if _git("cat-file", "-e", f"{r['commit']}^{{commit}}", root=root).returncode:
            out[name] = f"its commit {r['commit'][:10]} is not in this repository's history"
            continue
        last = _last_change(tuple(r["measures"]), root)
        if last and _git("merge-base", "--is-ancestor", last, r["commit"], root=root).returncode:
            out[name] = f"{', '.join(r['measures'])} changed in commit {last[:10]}, after the measured commit {r['commit'][:10]}"
    return out


# -- formatting -----------------------------------------------------------------------------------


def cite(r: dict) -> str:
    """Where a figure comes from: the command, when, on which commit, under what load."""
    date = r["date"].replace("T", " ")[:16] + " UTC"
    lb, la = r["load_before"][0], r["load_after"][0]
    return f"`{r['command']}`, {date}, commit `{r['commit'][:10]}`, load average {lb:g} before and {la:g} after on {r['cpus']} CPUs, Python {r['python']}"


def kb(n: float) -> str:
    """Bytes as the docs write them: B below 1,000, else KB of 1,024 bytes."""
    return f"{n:.0f} B" if n < 1000 else f"{n / 1024:.1f} KB"


def num(x: float, digits: int = 0) -> str:
    return f"{x:,.{digits}f}"


def seconds(s: float) -> str:
    return f"{s:.0f} s" if s < 120 else f"{s / 60:.1f} min"


def table(head: list[str], rows: list[list]) -> str:
    lines = ["| " + " | ".join(head) + " |", "|" + "---|" * len(head)]
    lines += ["| " + " | ".join(str(c) for c in row) + " |" for row in rows]
    return "\n".join(lines)


def missing(command: str) -> str:
    return f"No stored result yet: `{command}` writes it."


def per_game(stored: dict, prefix: str) -> list[tuple[str, dict]]:
    return [(g, stored[f"{prefix}_{g}"]) for g in GAME_ORDER if f"{prefix}_{g}" in stored]


# -- the blocks of the other docs -------------------------------------------------------------------


def block_commands(stored: dict) -> str:
    r = stored.get("commands")
    if r is None:
        return "How long they take on this project's 2-core machine is measured by `python benchmarks/commands.py` on a fresh clone; no stored result yet."
    f = r["figures"]
    return (
        f"On a fresh clone, on a {r['cpus']}-CPU machine of this project's kind: `bash scripts/lab.sh` sets up "
        f"in {seconds(f['lab_setup_seconds'])} before JupyterLab opens; then `bash scripts/test.sh` sets up in "
        f"{seconds(f['test_setup_seconds'])} and runs the tests in {seconds(f['test_phase_seconds'])} "
        f"({f['pytest_summary']}). Measured {r['date'][:10]}, load average {r['load_before'][0]:g} before "
        "([docs/benchmarks.md](docs/benchmarks.md#the-two-commands))."
    )


def block_endings_deltav(stored: dict) -> str:
    return endings_table(stored, "deltav") or missing("python benchmarks/endings.py --only deltav")


def block_endings_vesta(stored: dict) -> str:
    r = stored.get("endings_vesta")
    if r is None:
        return missing("python benchmarks/endings.py --only vesta")
    rows = r["figures"]["rows"]
    parts = []
    for row in rows:
        ev_med, ev_max = row["events_median"], row["events_max"]
        parts.append(
            [
                row["players"],
                num(row["games"]),
                *(num(row["ends"][c]) for c in r["figures"]["end_reasons"]),
                f"{ev_med.get('round', 0):g} / {ev_max.get('round', 0)}",
                f"{ev_med.get('trade', 0):g}",
            ]
        )
    head = ["players", "games", *(f"`{c}`" for c in r["figures"]["end_reasons"]), "game turns, median / most", "accepted trades a game, median"]
    return f"{table(head, parts)}\n\nSeeds {r['inputs']['seed']} on, default options, random bots: {cite(r)}."


def endings_table(stored: dict, game: str, speed: bool = False) -> str | None:
    """The ending counts of ``game`` by player count; ``speed`` adds the games played a second."""
    r = stored.get(f"endings_{game}")
    if r is None:
        return None
    codes = r["figures"]["end_reasons"]
    jobs = r["inputs"]["jobs"]
    rows = [
        [
            row["players"],
            num(row["games"]),
            *(num(row["ends"][c]) for c in codes),
            num(row["median_decisions"]),
            *([num(row["games"] / row["seconds"])] if speed else []),
        ]
        for row in r["figures"]["rows"]
    ]
    head = ["players", "games", *(f"`{c}`" for c in codes), "decisions, median", *([f"games a second ({jobs} processes)"] if speed else [])]
    return f"{table(head, rows)}\n\nSeeds {r['inputs']['seed']} on, default options, random bots: {cite(r)}."


def block_payload_step(stored: dict) -> str:
    r = stored.get("payload_deltav")
    if r is None:
        return "see [docs/benchmarks.md](benchmarks.md#bytes-per-step)"
    f = r["figures"]["hot-seat"]
    return (
        f"a median of {kb(f['median_bytes'])} per step, hot-seat, in a {r['inputs']['players']}-player Delta V "
        f"game, against {kb(f['full_doc_median'])} for the whole document: "
        f"[docs/benchmarks.md](benchmarks.md#bytes-per-step)"
    )


def block_interop_speed(stored: dict) -> str:
    return openspiel_table(stored) or missing("python benchmarks/openspiel_adapter.py --games 10")


def openspiel_table(stored: dict) -> str | None:
    found = per_game(stored, "openspiel_adapter")
    if not found:
        return None
    rows, cites = [], []
    for g, r in found:
        rows += [
            [row["game"], row["decisions per game"], row["protocol µs"], row["adapter µs"], row["× protocol"], row["adapter + observation µs"]]
            for row in r["figures"]
        ]
        cites.append(f"- {TITLES[g]}: {cite(r)}")
    head = ["game", "decisions per game", "protocol µs", "adapter µs", "× protocol", "adapter + observation µs"]
    return table(head, rows) + "\n\n" + "\n".join(cites)


def _titanium_cell(row: dict) -> str:
    guard = row["ends"].get("round_limit", 0) / row["games"]
    return f"{100 * row['printed_end_share']:.0f} %" + (f" (the guard: {100 * guard:.0f} %)" if guard else "")


def block_titanium_end(stored: dict) -> str:
    r = stored.get("vesta_titanium_end")
    if r is None:
        return missing("python benchmarks/vesta_titanium_end.py --table")
    rows = []
    for case in r["figures"]:
        shares = {row["players"]: row for row in case["rows"]}
        rows.append([case["label"], *(_titanium_cell(shares[n]) if n in shares else "" for n in range(2, 7))])
    return (
        table(["rules", "2 players", "3", "4", "5", "6"], rows)
        + f"\n\nShare of games that ended by `titanium_out`, {r['inputs']['games']} games a cell: {cite(r)}."
    )


def profile_shares(figures: dict) -> dict[str, float]:
    """An ISMCTS profile's shares of the search's time, by part (its figures less their labels)."""
    return {k: v for k, v in figures.items() if k not in ("game", "share")}


def block_ismcts_profile(stored: dict) -> str:
    """Where ISMCTS's time goes, before (a deal per iteration) and after (a deal per batch)."""
    before, after = per_game(stored, "ismcts_profile_share1"), per_game(stored, "ismcts_profile_share4")
    if not before or not after:
        return missing("python benchmarks/ismcts_profile.py --share 1 && python benchmarks/ismcts_profile.py")
    parts = list(profile_shares(before[0][1]["figures"]))
    rows = [
        [f"{TITLES[g]}, {when}", *(f"{r['figures'][k]} %" for k in parts)] for pair in zip(before, after) for (g, r), when in zip(pair, ("before", "after"))
    ]
    return (
        table(["game, deal", *parts], rows)
        + "\n\nShares of the ISMCTS seat's profiled time; before: a new determinization every iteration "
        + f"(`--share 1`), after: one per four. {cite(before[0][1])}; {cite(after[0][1])}."
    )


def block_bots(stored: dict) -> str:
    """The bots at a glance, for the README: ISMCTS at its default budget against greedy (the
    issue 23 goals: strength by player count, CPU a decision, a 1,000-game 4-player study) and the
    lab's default."""
    strength, speed, study = (dict(per_game(stored, p)) for p in ("strength", "ismcts_speed", "study"))
    if not strength:
        return missing("python benchmarks/strength.py --games 40 --duel-games 80 --jobs 2")
    rows = []
    for g in GAME_ORDER:
        figures = strength.get(g, {}).get("figures", [])
        by_n = {row["players"]: row for row in figures if row["rival"] == "greedy" and not row.get("ceiling")}
        cells = [f"{_rate(by_n[n])}, {_strength_goal(by_n[n], figures)}" if n in by_n else "—" for n in (2, 3, 4)]
        f = speed.get(g, {}).get("figures")
        cpu = f"{f['cpu_ms_median']} ms, {_goal(f['target_met'])}" if f else "—"
        t = study.get(g, {}).get("figures")
        thousand = f"{seconds(t['projected_1000_s'])}{' (projected)' if t['projected'] else ''}, {_goal(t['target_met'])}" if t else "—"
        rows.append([TITLES[g], *cells, cpu, thousand])
    pick = lab_default_pick(stored)
    return (
        table(["game", "2 players", "3 players", "4 players", "CPU a decision (median)", "1,000 4-player games, ISMCTS in every seat"], rows)
        + "\n\nISMCTS's share of wins against greedy in the other seats (95 % interval), its median CPU a decision, "
        + "and a study's time on both cores, each against issue 23's goal (\"at its ceiling\": neither three times the "
        + "budget nor a search seeing every secret won more of the same games); the lab and the widget's plain \"bot\" seat play "
        + (f"`{pick}`" if pick else "its default")
        + " when no bot is named. Commands, dates and loads: [docs/benchmarks.md](docs/benchmarks.md#bot-strength-and-speed)."
    )


def block_option_ranges(game: str):
    """The block of ``game``'s rulings that shows where its options stay playable."""

    def block(stored: dict) -> str:
        r = stored.get(f"option_ranges_{game}")
        if r is None:
            return missing(f"python benchmarks/option_ranges.py --only {game}")
        f, n = r["figures"], r["inputs"]["games"]

        def ends(cell: dict) -> str:
            return f"{cell['by_rule']}" + (f" ({cell['by_guard']} stopped by the guard)" if cell["by_guard"] else "")

        rows = [
            [
                f"`{row['option']}`",
                f"`{json.dumps(row['value'])}`",
                ends(row["random"]),
                ends(row["greedy"]),
                f"{row['random']['median_decisions']:g} / {row['greedy']['median_decisions']:g}",
            ]
            for row in f["rows"]
        ]
        out = [table(["option", "value", "random bots: ended by a rule", "greedy bots: ended by a rule", "decisions, median (random / greedy)"], rows)]
        for b in f["refused"]:
            played = b["played"]
            if "error" in played:
                what = f"past the check it cannot even be set up: {played['error'].split(':')[0]}"
            else:
                what = "played past the check, " + "; ".join(
                    f"{c['by_rule']} of {c['games']} {bot} games ended by a rule" + (f" and {c['by_guard']} were stopped by the guard" if c["by_guard"] else "")
                    for bot, c in (("random", played["random"]), ("greedy", played["greedy"]))
                )
            out.append(f"- `{b['option']}` {json.dumps(b['value'])} is refused: \"{b['sentence']}\" ({what}).")
        return "\n".join(out) + f"\n\n{n} games a value and bot, seeds {r['inputs']['seed']} on, the other options at their defaults: {cite(r)}."

    return block


def block_default_bot(stored: dict) -> str:
    """The default bot at a glance, for the README: its rating above random in each game's ladder
    at two, three and four players, against issue 34's goal, and how far below the strongest."""
    rows = standing_rows(stored)
    if not rows:
        return missing(LADDER_COMMAND)
    by = {(x["game"], x["players"]): x for x in rows}

    def cell(x: dict | None) -> str:
        if x is None:
            return "—"
        return f"{_elo(x)}, {_goal(x['goal_met'])}; {num(x['below'])} ({num(x['below_lo'])} to {num(x['below_hi'])}) below `{x['strongest']}`"

    table_rows = [[TITLES[g], *(cell(by.get((g, n))) for n in LADDER_PLAYERS)] for g in GAME_ORDER if any((g, n) in by for n in LADDER_PLAYERS)]
    default = rows[0]["default"]
    return (
        table(["game", *(f"{n} players" for n in LADDER_PLAYERS)], table_rows)
        + f"\n\nThe default bot (`{default}`: the lab's when no bot is named, and the widget's plain \"bot\" seat) in "
        + "each game's ladder: Elo above random (95 % interval) against issue 34's goal (200 above, the lower end "
        + "100 or more), and how far below the strongest other bot of the ladder (95 % interval; negative: above it). "
        + "Commands, dates and loads: "
        + "[docs/benchmarks.md](docs/benchmarks.md#the-bots-ladder)."
    )


BLOCKS = {
    **{f"option_ranges_{g}": block_option_ranges(g) for g in GAME_ORDER},
    "default_bot": block_default_bot,
    "bots": block_bots,
    "ismcts_profile": block_ismcts_profile,
    "commands": block_commands,
    "endings_deltav": block_endings_deltav,
    "endings_vesta": block_endings_vesta,
    "payload_step": block_payload_step,
    "interop_speed": block_interop_speed,
    "titanium_end": block_titanium_end,
}


def fill(text: str, stored: dict) -> str:
    """``text`` with every generated block filled; an unknown block name is an error."""

    def one(m: re.Match) -> str:
        name = m.group(1)
        if name not in BLOCKS:
            raise KeyError(f"unknown generated block <!-- figures:{name} --> (known: {', '.join(BLOCKS)})")
        body = BLOCKS[name](stored)
        inline = "\n" not in m.group(2)
        return f"<!-- figures:{name} -->{body if inline else chr(10) + body + chr(10)}<!-- /figures -->"

    return BLOCK.sub(one, text)


# -- docs/benchmarks.md -------------------------------------------------------------------------------


def section_commands(stored: dict) -> str:
    r = stored.get("commands")
    if r is None:
        return "## The two commands\n\n" + missing("python benchmarks/commands.py")
    f = r["figures"]
    rows = [
        ["`bash scripts/lab.sh`: set-up before JupyterLab opens", seconds(f["lab_setup_seconds"])],
        [f"`{f['test_command']}`: its set-up after the first", seconds(f["test_setup_seconds"])],
        [f"`{f['test_command']}`: the test phase ({f['pytest_summary']})", seconds(f["test_phase_seconds"])],
    ]
    slow = f.get("slowest") or []
    where = (
        "\n\nWhere the test phase's time goes: the slowest tests pytest reported in that run (`--durations`), "
        "on two workers, so their sum is not the phase's time.\n\n"
        + table(["test", "phase", "seconds"], [[f"`{d['test']}`", d["phase"], f"{d['seconds']:.1f}"] for d in slow])
        if slow
        else ""
    )
    return (
        "## The two commands\n\nOn a fresh clone (`git clone --local`, no `.venv`), one after the other, "
        "as a newcomer runs them.\n\n" + table(["step", "wall time"], rows) + f"\n\n{cite(r)}." + where
    )


def section_decisions(stored: dict) -> str:
    out = [
        "## Decisions: the rules engines against chess",
        "Uniform-random legal play on one core, CPU time per decision (legal actions + apply), with "
        "OpenSpiel's C++ chess driven from the same Python loop as the yardstick. The cores of a shared "
        "virtual machine drift within a run, so each player count is timed in several rounds that "
        "alternate with chess, and `× chess` divides its fastest round by chess's fastest round around "
        "them (other work only ever adds time): read the ratios rather than the microseconds, and each "
        "with its run's load.",
    ]
    found = per_game(stored, "decisions")
    if not found:
        return "\n\n".join(out + [missing("python benchmarks/decisions.py")])
    rows, cites = [], []
    for g, r in found:
        for row in r["figures"]:
            rows.append(
                [
                    f"{TITLES[g]}, {row['players']} players",
                    row["us_per_decision"],
                    row.get("chess_us", ""),
                    row.get("x_chess", ""),
                    num(row["decisions_per_game"]),
                    num(row["games_per_second"]),
                ]
            )
        cites.append(f"- {TITLES[g]}: {cite(r)}")
    out.append(table(["engine", "µs a decision", "chess µs (fastest round around it)", "× chess", "decisions a game", "random games a second, one core"], rows))
    out.append("\n".join(cites))
    return "\n\n".join(out)


def section_engine_profile(stored: dict) -> str:
    out = [
        "## Where a decision's time goes in each engine",
        "The random-play loop of the table above under cProfile, at the player count that costs most "
        "against chess: each function's own time summed by the file it is in, in µs a decision, beside "
        "the same games at an earlier commit. cProfile slows every call alike: read the shares and the "
        "order, not the absolute times (the table above times the engines without it).",
    ]
    found = per_game(stored, "engine_profile")
    if not found:
        return "\n\n".join(out + [missing("python benchmarks/engine_profile.py --before REV")])
    for g, r in found:
        now, before = r["figures"]["now"], r["figures"].get("before")
        was = (before or {}).get("files", {})
        head = ["file", "µs a decision now", "share now"] + ([f"µs at `{r['figures']['before_commit'][:10]}`"] if before else [])
        rows = []
        for name, us in list(now["files"].items())[:8]:
            rows.append([f"`{name}`", f"{us:.2f}", f"{us / now['us_per_decision']:.0%}"] + ([f"{was[name]:.2f}" if name in was else "none"] if before else []))
        total = ["all", f"{now['us_per_decision']:.2f}", "100%"] + ([f"{before['us_per_decision']:.2f}"] if before else [])
        top = ", ".join(f"`{f}` {us:.2f}" for f, us in now["functions"][:5])
        out.append(
            f"### {TITLES[g]}, {now['players']} players\n\n" + table(head, rows + [total]) + f"\n\nMost own time now (µs a decision): {top}.\n\n{cite(r)}."
        )
    return "\n\n".join(out)


def section_timeline(stored: dict) -> str:
    out = [
        "## Going back and forth in a match",
        "Undo, redo and a jump to any step replay from the nearest checkpoint (a clone every "
        "`checkpoint_every` steps), on one long random-bot match; wall time.",
    ]
    found = per_game(stored, "timeline")
    if not found:
        return "\n\n".join(out + [missing("python benchmarks/timeline.py")])
    for g, r in found:
        i = r["inputs"]
        rows = [[op, f"{f['median_ms']:.3f} ms", f"{f['p95_ms']:.3f} ms", f"{f['max_ms']:.3f} ms"] for op, f in r["figures"].items()]
        out.append(
            f"{TITLES[g]}, {i['players']} players, a match of {num(i['match_length'])} decisions, a checkpoint "
            f"every {i['checkpoint_every']} (budget of a click: {i['budget_ms']} ms):\n\n"
            + table(["operation", "median", "p95", "max"], rows)
            + f"\n\n{cite(r)}."
        )
    return "\n\n".join(out)


def section_payload(stored: dict) -> str:
    out = [
        "## Bytes per step",
        "What the kernel sends the page per step, besides the message envelope: the page keeps the "
        "document and each step sends only a delta (the JSON operations from the last document to the new "
        "one); a view that opens late starts from a public snapshot plus a catch-up "
        "(`docs/architecture.md`). Seatings: hot-seat (the view follows the deciding seat), teacher (the "
        "\"all\" view), one human against bots. The target is 10 KB a step (1 KB = 1,024 bytes here).",
    ]
    found = per_game(stored, "payload")
    if not found:
        return "\n\n".join(out + [missing("python benchmarks/payload.py")])
    names = {"hot-seat": "hot-seat", "teacher": "teacher", "vs-bots": "one human against bots"}
    rows, cites = [], []
    for g, r in found:
        for seating, label in names.items():
            f = r["figures"][seating]
            rows.append(
                [
                    f"{TITLES[g]} {r['inputs']['players']}p, {label}",
                    kb(f["median_bytes"]),
                    kb(f["p90_bytes"]),
                    kb(f["max_bytes"]),
                    kb(f["full_doc_median"]),
                    num(f["steps"]),
                ]
            )
        cites.append(f"- {TITLES[g]}: {cite(r)}")
    out.append(table(["game, seating", "median", "p90", "max", "whole document, median", "steps"], rows))
    out.append("\n".join(cites))
    out.append(
        "A Vesta Gold Rush push moves every tile one column on, so the step after it carries most of "
        "the belt again (its largest steps); other steps touch a few places."
    )
    return "\n\n".join(out)


def section_browser(stored: dict) -> str:
    out = [
        "## Click to board, in a real browser",
        "Headless Chromium driving real JupyterLab: a click on a random playable board element or choice "
        "button until the board shows the new position, against a bare anywidget round trip (a click, a "
        "message to the kernel, a traitlet back, the DOM updated) in the same browser session. The target "
        "is a median at most 1.5 times the bare round trip. \"kernel\" is browser → server → kernel → server "
        "→ browser; \"page\" is the page taking the delta and redrawing what it touched; bytes are every "
        "websocket frame of a click, envelopes and the kernel's status messages included.",
    ]
    found = sorted((n, r) for n, r in stored.items() if n.startswith("browser_latency_"))
    if not found:
        return "\n\n".join(
            out
            + [
                "No stored result: these runs need Chromium at `/usr/bin/chromium` and the "
                "`test` extra; `python benchmarks/browser_latency.py --tcp-nodelay --clicks 80` "
                "writes one."
            ]
        )
    rows, cites = [], []
    for _n, r in found:
        f = r["figures"]
        res = list(f["results"].values())
        bare, board = res[0], res[1]
        server = "TCP_NODELAY" if f["tcp_nodelay"] else "stock server"
        view = "teacher" if f["viewer"] == "all" else "hot-seat"
        t = f["targets"]
        rows.append(
            [
                f"{TITLES[f['game']]} {f['players']}p, {view}, {server}",
                f"{bare['median_ms']} / {bare['p95_ms']} ms",
                f"{board['median_ms']} / {board['p95_ms']} ms",
                f"{board['median_kernel_ms']} / {board['median_front_ms']} ms",
                f"{t['latency_ratio']}: {'met' if t['latency_ok'] else 'not met'}",
                f"{kb(board['median_bytes'])} / {kb(board['max_bytes'])}",
                board["clicks"],
            ]
        )
        cites.append(f"- {rows[-1][0]}: {cite(r)}")
    out.append(
        table(
            [
                "widget, view, server",
                "bare round trip, median / p95",
                "click → board, median / p95",
                "kernel / page part, median",
                "ratio (target ≤ 1.5)",
                "bytes a click, median / max",
                "clicks",
            ],
            rows,
        )
    )
    out.append("\n".join(cites))
    out.append(
        "The stock jupyter_server leaves Nagle's algorithm on for the kernel websocket: the widget's "
        "update leaves the kernel just after its \"busy\" status and then waits for the browser's "
        "delayed ACK. `deltawidgets.server` has a connection class that sets TCP_NODELAY; "
        "`binder/start` applies it on mybinder, and `scripts/lab.sh` starts JupyterLab the same way. "
        "On a 2-core machine the browser, the server and the kernel share the cores, so load moves "
        "single runs noticeably: read each ratio with its load."
    )
    out.append(section_net_load(stored))
    return "\n\n".join(out)


def section_net_load(stored: dict) -> str:
    """Networked tables (issue 38): a seat's click to its page's next step, one table and many."""
    r = stored.get("net_load")
    if not r:
        return "### Networked tables under load\n\n" + missing("python benchmarks/net_load.py")
    f = r["figures"]
    rows = [
        [label, x["clicks"], f"{x['median_ms']} ms", f"{x['p95_ms']} ms", f"{x['max_ms']} ms"]
        for label, x in (("one table", f["lone"]), (f"{f['tables']} tables at once", f["loaded"]))
    ]
    verdict = "met" if f["target_met"] else "not met"
    return (
        "### Networked tables under load\n\n"
        f"{TITLES[f['game']]} tables of {f['players']} seats (`deltawidgets.net.Table`) served by one process, as by a kernel, "
        "and played from another over websockets on the loopback, as by the players' browsers: the deciding seat's page "
        "sends its choice and the time to its own page's next step is kept (the table's other widgets that someone "
        "sees, the designer's and the other seats', follow one per turn of the server's event loop, so that tables "
        "take turns); players pause "
        f"{f['think_s'][0]:g} to {f['think_s'][1]:g} s between moves. The target is a "
        f"95th percentile with {f['tables']} tables at most twice one table's: {f['p95_ratio']}, {verdict}.\n\n"
        + table(["tables", "clicks", "median", "95th percentile", "slowest"], rows)
        + f"\n\n{cite(r)}."
    )


SHARE = "rules' share"


def section_interop(stored: dict) -> str:
    out = [
        "## Research adapters",
        "### OpenSpiel",
        "Uniform-random games, CPU time per decision: straight through the protocol (`legal_actions` + "
        "`apply`), through the adapter (`legal_actions` + `apply_action`: ids, the whose-move check, the log "
        "kept for information states), and through the adapter reading the decider's `observation_tensor` "
        "at every decision. An observation costs what the game's view costs: Spatial Delivery's view "
        "names every hex, corner and border of the map.",
        openspiel_table(stored) or missing("python benchmarks/openspiel_adapter.py --games 10"),
        "### PettingZoo",
        "One step as a learner's loop makes it: the deciding agent's encoding and legal mask (`last()`), "
        "then `step` with a uniform legal id, against the same games played by the rules alone (the "
        "rules' share of a step). Most of a step is building the encoding from the seat's view.",
    ]
    found = per_game(stored, "pettingzoo_env")
    if not found:
        out.append(missing("python benchmarks/pettingzoo_env.py --games 10"))
    else:
        rows, cites = [], []
        for g, r in found:
            rows += [
                [
                    f"{TITLES[g]}, {row['players']} players",
                    num(row["encoding"]),
                    num(row["action ids"]),
                    row["us per step"],
                    num(row["steps per second"]),
                    f"{100 * row[SHARE]:.0f} %",
                ]
                for row in r["figures"]
            ]
            cites.append(f"- {TITLES[g]}: {cite(r)}")
        out.append(table(["game", "encoding length", "action ids", "µs a step", "steps a second", "rules' share"], rows))
        out.append("\n".join(cites))
    return "\n\n".join(out)


def section_lab(stored: dict) -> str:
    out = [
        "## The playtest lab",
        "The target sweep: random bots, Delta V, the same number of games for each value of `alien_limit` "
        "swept, on local processes, no archive, so that every game is played. The values stop at 5 because "
        "the rulebook has five Alien Encounters: with a larger limit no game can end that way and games "
        "run on to the safety stop, which would time the guard, not the game.",
    ]
    r = stored.get("lab_sweep")
    if r:
        f, i = r["figures"], r["inputs"]
        out.append(
            table(
                ["sweep", "runs", "median", "games a second", "decisions a second", "CPU seconds a run", "load before each run"],
                [
                    [
                        f"{num(f['games'])} games, `alien_limit` in {i['grid']}, jobs={f['jobs']}",
                        " / ".join(f"{s:.2f} s" for s in f["seconds"]),
                        f"{f['median_seconds']:.2f} s",
                        num(f["games_per_second"]),
                        num(f["decisions_per_second"]),
                        " / ".join(f"{c:.1f}" for c in f["cpu_seconds"]),
                        " / ".join(f"{x:g}" for x in f["load_before"]),
                    ]
                ],
            )
            + f"\n\n{cite(r)}."
        )
    else:
        out.append(missing("python benchmarks/lab_sweep.py"))
    out.append("### The lab's bookkeeping against bare play")
    r = stored.get("lab_overhead")
    if r:
        f = r["figures"]
        rows = [
            [
                k,
                f"{f['interleaved_overhead_percent'][k]:+.1f} %",
                f"{f['overhead_percent_cpu'][k]:+.1f} %",
                f"{f['overhead_percent_cpu_fastest'][k]:+.1f} %",
                f"{f['overhead_percent_wall'][k]:+.1f} %",
            ]
            for k in ("lab", "archive")
        ]
        ic = f["interleaved_cpu_seconds"]
        out.append(
            "The same games (same seeds and bots) played bare, by the lab into a table, and by the lab "
            "into a DuckDB archive. Whole runs drift against each other on a shared machine by more than "
            "the effect measured, so the figure to read is the interleaved one: bare and lab play "
            "alternate every 50 games, and the table and the archive are timed on their own. The target "
            "is at most 10 % over bare play.\n\n"
            + table(["kept", "interleaved (CPU)", "whole runs, median CPU", "whole runs, fastest CPU", "whole runs, median wall"], rows)
            + f"\n\n{num(f['games'])} games, {num(f['decisions'])} decisions; interleaved CPU seconds: bare "
            f"{ic['bare']:.2f}, rows {ic['rows']:.2f}, table {ic['table']:.2f}, archive {ic['archive']:.2f}. "
            f"{cite(r)}."
        )
    else:
        out.append(missing("python benchmarks/lab_overhead.py"))
    out.append("### One Dask worker against two")
    r = stored.get("dask_scaling")
    if r:
        f = r["figures"]
        out.append(
            f"The same sweep ({num(f['games'])} games) on a Dask `LocalCluster` of one, then two worker "
            f"processes of one thread each, alternated: median {f['median_1_worker']:.2f} s with one worker, "
            f"{f['median_2_workers']:.2f} s with two, a speedup of {f['speedup']:.2f} (target 1.8)"
            + (f", a parallel efficiency of {f['parallel_efficiency_2_workers']:.2f} at 2 workers" if "parallel_efficiency_2_workers" in f else "")
            + f" (load average before the runs: {', '.join(f'{x:g}' for x in f['load_before']['2'])}); the "
            f"client and scheduler spent {', '.join(f'{c:.1f}' for c in f['client_cpu_seconds_2_workers'])} "
            f"CPU seconds a sweep beside the workers. With the cores busy elsewhere a second worker has no "
            f"core to run on, so read the speedup with the load. {cite(r)}."
        )
    else:
        out.append(missing("python benchmarks/dask_scaling.py"))
    return "\n\n".join(out)


def _rate(row: dict) -> str:
    return f"{row['rate']:.3f} ({row['ci95'][0]:.3f}–{row['ci95'][1]:.3f})"


def _goal(met) -> str:
    return "—" if met is None else "met" if met else "not met"


def _ceilings(rows: list[dict], players: int) -> list[dict]:
    """The ceiling rows of a game's strength figures at ``players`` (issue 34, where the goal is
    not met: ISMCTS with more budget, and ISMCTS seeing every secret, on the same games against
    greedy)."""
    return [r for r in rows if r.get("ceiling") and r.get("players", 2) == players]


def _ceiling_bot(row: dict) -> str:
    return f"{row['bot']}, seeing every secret" if row.get("sees_all") else row["bot"]


def _strength_goal(row: dict, rows: list[dict]) -> str:
    """The goal's verdict for one strength row: met, not met, or, against greedy, "at its
    ceiling" when neither more search nor seeing every secret won more of the same games (each
    paired difference's interval reaches 0)."""
    if row.get("ceiling"):
        d = row["above_default"]
        return f"ceiling: {d['diff']:+.3f} on the default's games ({d['ci95'][0]:+.3f} to {d['ci95'][1]:+.3f})"
    found = _ceilings(rows, row.get("players", 2)) if row["rival"] == "greedy" else []
    if row.get("target_met") is False and found and all(c["above_default"]["ci95"][0] <= 0 for c in found):
        return "at its ceiling (" + "; ".join(f"{_ceiling_bot(c)}: {_rate(c)}" for c in found) + ")" + _seat_decided(row)
    return _goal(row.get("target_met")) + (_seat_decided(row) if row.get("target_met") is False else "")


def _seat_decided(row: dict) -> str:
    """The share of deals the seat decided, and the bound it sets (``benchmarks/strength.py``,
    ``seat_decided``), for a two-player row that misses its goal."""
    d = row.get("seat_decided")
    if not d:
        return ""
    return (
        f"; the seat decided {d['share']:.2f} of the {d['deals']} deals ({d['ci95'][0]:.2f}–{d['ci95'][1]:.2f}), "
        f"so winning every other deal reaches {d['bound']:.2f} ({d['bound_ci95'][0]:.2f}–{d['bound_ci95'][1]:.2f})"
    )


def section_bots(stored: dict) -> str:
    out = [
        "## Bot strength and speed",
        "The ISMCTS bot (`make_bot(\"ismcts\")`, its default budget) against the random and the greedy bot. "
        "Two players: the same seeds with ISMCTS first in half the games and second in the other half. "
        "Three and four players: one ISMCTS against greedy in every other seat, ISMCTS taking each seat in "
        "turn. A game scores 1 for a win, 1/k for a win shared by k, 0 for a loss; each rate has its 95 % "
        "Wilson interval, and is \"separated\" when the interval lies above the fair share 1/n. The goal "
        "of issue 23 against greedy: with two players a rate of 0.9 or more with the interval's lower end "
        "at 0.8 or more; with n players the lower end above 2/n. Where issue 34's two-player goal is not met, "
        "it asks for the game's measured ceiling beside it. Two searches play the same games (seeds and seats) "
        "against greedy: ISMCTS with three times its budget, and ISMCTS at its default budget seeing every "
        "secret (each iteration starts from the true position instead of a redeal of what its seat cannot "
        "see, so it knows the hidden tiles, the other hands and the order of every pile; a measuring device "
        "no player could have, never offered in the lab or the widget). Each row gives the paired difference "
        "from the default's games with a 95 % t interval; when both intervals reach 0, neither more search "
        "nor perfect knowledge wins more of them, and the default's row reads \"at its ceiling\". Two-player "
        "games are played on the same deals (seeds) with ISMCTS in each seat, so a row that misses its goal "
        "also says how many of those deals the seat decided: ISMCTS won in one seat and lost in the other, "
        "so the same seat won both games whichever bot sat there. A bot that won every other deal in both "
        "seats would still score only half of these, and the row gives that bound with its interval. Greedy "
        "plays each game's value one choice ahead, and ISMCTS judges its leaves by the same value: a better "
        "value makes both stronger.",
    ]
    found = per_game(stored, "strength")
    if found:
        rows, cites = [], []
        for g, r in found:
            for row in r["figures"]:
                n = row.get("players", 2)
                separated = "yes" if row["separated"] else "no"
                goal = _strength_goal(row, r["figures"])
                rows.append([f"{TITLES[g]} (`{g}`)", n, row["rival"], _rate(row), row.get("fair", 0.5), separated, goal, row["games"], _ceiling_bot(row)])
            cites.append(f"- {TITLES[g]}: {cite(r)}")
        out.append(table(["game", "players", "rival", "ISMCTS's rate (95 % CI)", "fair share", "separated", "goal", "games", "bot"], rows))
        out.append("\n".join(cites))
    else:
        out.append(missing("python benchmarks/strength.py --games 40 --duel-games 80 --jobs 2"))
    out.append(
        "Time a decision: every ISMCTS decision with a real choice (two or more legal actions) in games "
        "against the greedy bot, in the process's CPU time (one core's work, whatever else runs) and in "
        "wall time. The goal of issue 23: a median of at most 15 ms of CPU and at most 50 ms. The search's "
        "economies: the iterations a decision grew on average, the share of decisions that began from a tree "
        "kept from the seat's decision before (a decision chain), and the iterations such a tree brought on "
        "average over all decisions; the default budget is 200 at the root, kept iterations included, and a "
        "search stops sooner once no iteration left could change its choice. The last "
        "column times the widget's hardest level (`ismcts:hard`), which a person plays against, in wall time."
    )
    found = per_game(stored, "ismcts_speed")
    if found:
        rows = []
        for g, r in found:
            f = r["figures"]
            hard = f"{f['hard_wall_ms_median']} / {f['hard_wall_ms_max']} ms" if "hard_wall_ms_median" in f else "—"
            kept = f"{f['iterations_mean']} / {100 * f['kept_share']:.0f} % / {f['kept_mean']}" if "kept_share" in f else "—"
            rows.append(
                [
                    f"{TITLES[g]} (`{g}`)",
                    f["bot"],
                    num(f["decisions"]),
                    f"{f.get('cpu_ms_median', '—')} / {f['cpu_ms_mean']} / {f['cpu_ms_max']} ms",
                    f"{f['wall_ms_mean']} / {f['wall_ms_max']} ms",
                    _goal(f.get("target_met")),
                    kept,
                    hard,
                ]
            )
        out.append(
            table(
                [
                    "game",
                    "bot",
                    "decisions timed",
                    "CPU, median / mean / max",
                    "wall, mean / max",
                    "goal",
                    "iterations grown / kept tree / iterations kept",
                    "hard level, wall median / max",
                ],
                rows,
            )
        )
        out.append("\n".join(f"- {TITLES[g]}: {cite(r)}" for g, r in found))
    else:
        out.append(missing("python benchmarks/ismcts_speed.py --games 2"))
    return "\n\n".join(out)


#: the player counts of the ladders (``benchmarks/ladder.py``), one stored result per game and count
LADDER_PLAYERS = (2, 3, 4)
LADDER_COMMAND = "python benchmarks/ladder.py --games 24 --jobs 2"


def ladders(stored: dict) -> list[tuple[str, int, dict]]:
    """Every stored ladder as (game, players, result), in the docs' order of games."""
    return [(g, n, stored[f"ladder{n}_{g}"]) for g in GAME_ORDER for n in LADDER_PLAYERS if f"ladder{n}_{g}" in stored]


def _elo(x: dict) -> str:
    return f"{num(x['elo'])} ({num(x['lo'])} to {num(x['hi'])})"


def standing_rows(stored: dict) -> list[dict]:
    """The default bot's standing in each stored ladder: its rating above random against issue
    34's goal, the strongest bot and how far below it the default bot is (``lab/standing.json``)."""
    rows = []
    for g, n, r in ladders(stored):
        f = r["figures"]
        gap = f["below_strongest"]
        rows.append(
            {
                "game": g,
                "players": n,
                "default": f["default"],
                **{k: f["above_random"][k] for k in ("elo", "lo", "hi")},
                "goal_met": f["goal_met"],
                "strongest": f["strongest"],
                "below": gap["elo"],
                "below_lo": gap["lo"],
                "below_hi": gap["hi"],
                "games": f["games"],
                "date": r["date"],
            }
        )
    return rows


def standing_json(stored: dict) -> str:
    """``deltawidgets/lab/standing.json``: what the lab says of its default bot, from the ladders."""
    note = "Written by scripts/gen_docs.py from benchmarks/results/ladder<n>_<game>.json: do not edit by hand."
    return json.dumps({"note": note, "ladders": standing_rows(stored)}, indent=1) + "\n"


def section_ladder(stored: dict) -> str:
    out = [
        "## The bots' ladder",
        "A round robin among random, greedy and ISMCTS at three budgets (iterations a decision), at two, "
        "three and four players: every pair of bots plays every seating of the two in which each holds "
        "a seat (two players: each first; three: six seatings; four: fourteen), each seating on the same "
        "seeds. The ratings are a conditional logit fit (the seat holding bot b wins with probability "
        "proportional to exp(r_b + h_seat): Bradley-Terry with two players), with one term per seat, on "
        "the Elo scale (random at 0; 95 % Wald intervals; one virtual draw per pair keeps a bot that won "
        "everything finite): `benchmarks/ladder.py`. Issue 34's goal for the lab's default bot "
        "(`lab.DEFAULT_BOTS`, the widget's plain \"bot\" seat too): at least 200 Elo above random, the "
        "interval's lower end at least 100, at every player count. How far it is from the strongest other "
        "bot is a difference of two ratings, with its own interval (their covariance counted); the lab says "
        "the same beside its tables (`deltawidgets/lab/standing.py`).",
    ]
    found = ladders(stored)
    if not found:
        return "\n\n".join(out + [missing(LADDER_COMMAND)])
    rows = [
        [
            f"{TITLES[x['game']]} (`{x['game']}`)",
            x["players"],
            f"`{x['default']}`",
            _elo(x),
            _goal(x["goal_met"]),
            f"`{x['strongest']}`",
            f"{num(x['below'])} ({num(x['below_lo'])} to {num(x['below_hi'])})",
        ]
        for x in standing_rows(stored)
    ]
    out.append(
        "### The default bot in every ladder\n\n"
        + table(
            ["game", "players", "default bot", "Elo above random (95 % interval)", "goal", "strongest other bot", "default's Elo below it (95 % interval)"],
            rows,
        )
        + "\n\nA negative gap is the default bot above the strongest other bot; an interval that reaches 0 cannot tell the two apart."
    )
    for g in GAME_ORDER:
        mine = [(n, r) for game, n, r in found if game == g]
        if not mine:
            continue
        parts = [f"### {TITLES[g]}"]
        for n, r in mine:
            f = r["figures"]
            rows = [[f"`{row['bot']}`", num(row["elo"]), f"{num(row['lo'])} to {num(row['hi'])}", row["games"], f"{row['score']:.3f}"] for row in f["ratings"]]
            rows += [[f"seat {e['seat']} against seat 1", num(e["elo"]), f"{num(e['lo'])} to {num(e['hi'])}", f["games"], "—"] for e in f["seats"]]
            parts.append(f"{n} players:\n\n" + table(["bot", "Elo", "95 % interval", "games", "score"], rows) + f"\n\n{cite(r)}.")
        out.append("\n\n".join(parts))
    return "\n\n".join(out)


def ladder_ratings(stored: dict) -> dict[tuple[str, int], dict[str, dict]]:
    """Each ladder as {bot: its rating row (elo, lo, hi, ...)}, by (game, players)."""
    return {(g, n): {x["bot"]: x for x in r["figures"]["ratings"]} for g, n, r in ladders(stored)}


def lab_default_pick(stored: dict) -> str | None:
    """The lab's default bot by issues 23 and 34's rule, from the stored results: of the bots
    ``benchmarks/lab_default.py`` timed within the minute in every game (cheapest first), the
    dearest one that every ladder (every game, every player count) rates clearly above each
    cheaper one (the lower end of its 95 % interval above the cheaper one's rating). A dearer bot
    costs every sweep its time, so it must be stronger everywhere, and not by the luck of a few
    games; None without the results."""
    r, rated = stored.get("lab_default"), list(ladder_ratings(stored).values())
    if r is None or not rated:
        return None
    rows = r["figures"]["rows"]
    fits = [b for b in dict.fromkeys(row["bots"] for row in rows) if sum(row["bots"] == b and row["within_goal"] for row in rows) == len(GAME_ORDER)]
    pick = fits[0] if fits else None
    for b in fits[1:]:
        if all(b in e and pick in e and e[b]["lo"] > e[pick]["elo"] for e in rated):
            pick = b
    return pick


def section_lab_default(stored: dict) -> str:
    out = [
        "## The lab's default bot",
        "Issues 23 and 34: the lab (`simulate`, `sweep`, `tune`, `LabWidget`) and the widget's plain "
        "\"bot\" seat play the strongest bot that keeps a 200-game three-player sweep of any game within a "
        "minute on one core of this machine. Each candidate plays a 200-game three-player `lab.simulate` "
        "of every game at its default options in this process (`jobs=1`), timed in wall time (the goal's "
        "measure; the CPU time is beside it, which a busy machine does not swell), cheapest candidate first "
        "(a candidate over the minute in one game ends the run: a dearer one would be too). A dearer "
        "candidate is picked over a cheaper one only if every ladder above (every game, every player count) "
        "rates it clearly higher (the lower end of its 95 % interval above the cheaper one's rating): it "
        "costs every sweep its time, so it must be stronger everywhere, and not by the luck of a few games. "
        "`tests/project/test_docs_figures.py` holds `lab.DEFAULT_BOTS` to the pick.",
    ]
    r = stored.get("lab_default")
    if r is None:
        return "\n\n".join(out + [missing("python benchmarks/lab_default.py")])
    ladder3 = {g: rows for (g, n), rows in ladder_ratings(stored).items() if n == 3}
    rows = [
        [
            f"`{row['bots']}`",
            f"{TITLES[row['game']]} (`{row['game']}`)",
            row["players"],
            num(row["games"]),
            seconds(row["wall_s"]),
            seconds(row["cpu_s"]) if "cpu_s" in row else "—",
            "yes" if row["within_goal"] else "no",
            num(ladder3[row["game"]][row["bots"]]["elo"]) if row["bots"] in ladder3.get(row["game"], {}) else "—",
        ]
        for row in r["figures"]["rows"]
    ]
    out.append(table(["bot", "game", "players", "games", "wall", "CPU", "within a minute", "Elo in the game's 3-player ladder"], rows))
    pick = lab_default_pick(stored)
    out.append(f"The pick: `{pick}`. {cite(r)}." if pick else f"No candidate kept every sweep within the minute. {cite(r)}.")
    return "\n\n".join(out)


def section_study(stored: dict) -> str:
    out = [
        "## A study with ISMCTS in every seat",
        "`lab.simulate` of 4-player games with the same bot in every seat, on the lab's local processes, "
        "in wall time: `benchmarks/study.py`. The goal of issue 23: 1,000 games with ISMCTS at its default "
        "budget in at most 15 minutes on this machine. A run of fewer games also gives the time 1,000 would "
        "take at its rate, marked projected (games are independent and dealt out evenly).",
    ]
    found = per_game(stored, "study")
    if not found:
        return "\n\n".join(out + [missing("python benchmarks/study.py --games 40 --jobs 2")])
    rows = []
    for g, r in found:
        f = r["figures"]
        thousand = seconds(f["projected_1000_s"]) + (" (projected)" if f["projected"] else "")
        rows.append(
            [
                f"{TITLES[g]} (`{g}`)",
                f"`{f['bots']}`",
                f["players"],
                num(f["games"]),
                f["jobs"],
                seconds(f["wall_s"]),
                num(f["decisions_per_game"]),
                thousand,
                _goal(f["target_met"]),
            ]
        )
    out.append(table(["game", "bots", "players", "games", "jobs", "wall", "decisions a game", "1,000 games", "goal"], rows))
    out.append("\n".join(f"- {TITLES[g]}: {cite(r)}" for g, r in found))
    return "\n\n".join(out)


#: issue 23's goals that the figures below weigh: a 1,000-game study in 15 minutes on the
#: study's processes (``benchmarks/study.py``'s GOAL_S), and an engine decision at most half of chess's
STUDY_GOAL_S, STUDY_GAMES, CHESS_GOAL = 15 * 60, 1000, 0.5


def goal_gaps(stored: dict) -> list[dict]:
    """For each game with a stored study: what issue 23's study goal allows a decision (the goal's
    core-seconds over the study's decisions), what the study spent (its wall time on its
    processes over its decisions) and the factor between them; the largest share of a search's
    time that one part takes (the ISMCTS profile) and the most that making that part free could
    save (Amdahl's bound, 1 / (1 - share)); and the factor by which the engine's decision exceeds
    half of chess's, at its worst player count."""
    study, decisions = dict(per_game(stored, "study")), dict(per_game(stored, "decisions"))
    profile = dict(per_game(stored, "ismcts_profile_share4"))  # the search as it runs (SHARE = 4)
    out = []
    for g in GAME_ORDER:
        if g not in study:
            continue
        f = study[g]["figures"]
        # core-seconds a decision: 1,000 games' time (the study's projection, or its own), and the goal's
        per_decision = f["jobs"] / STUDY_GAMES / f["decisions_per_game"]
        spent, allowed = f["projected_1000_s"] * per_decision, STUDY_GOAL_S * per_decision
        shares = profile_shares(profile.get(g, {}).get("figures", {}))
        part = max(shares, key=shares.get) if shares else None
        worst = max((r["x_chess"] for r in decisions.get(g, {}).get("figures", []) if "x_chess" in r), default=None)
        out.append(
            {
                "game": g,
                "spent_ms": 1000 * spent,
                "allowed_ms": 1000 * allowed,
                "study_factor": spent / allowed,
                "largest_part": part,
                "largest_share": shares[part] if part else None,
                "bound": 100 / (100 - shares[part]) if part else None,
                "chess_factor": worst / CHESS_GOAL if worst else None,
            }
        )
    return out


def section_goal_gaps(stored: dict) -> str:
    out = [
        "## What issue 23's last goals ask of the engines",
        "Two goals of issue 23, weighed against the stored runs above: a 1,000-game, 4-player study with "
        "ISMCTS in every seat within 15 minutes on the study's processes, and each engine's decision (legal "
        "list and apply, uniform-random play) at most half of OpenSpiel's C++ chess. The study's core time a "
        "decision is its wall time times its processes over its decisions; the goal allows 15 minutes on the "
        "same processes over the same decisions. The profile of a search (\"Where ISMCTS spends its time\", "
        "two-player games) names the part that takes the largest share; were that part free, a decision would get at most "
        "1 / (1 − share) times cheaper. Where that bound falls short of the factor needed, no one part "
        "can meet the goal: nearly every part of an iteration (dealing, copying, legal lists, apply, values, "
        "the tree walk) has to get about that many times cheaper. The last column is how much faster the engine's "
        "decision must get, at its worst player count, to reach half of chess.",
    ]
    gaps = goal_gaps(stored)
    if not gaps:
        return "\n\n".join(out + [missing("python benchmarks/study.py --games 20 --jobs 2")])
    rows = []
    for r in gaps:
        bound = f"{r['largest_part']} ({num(r['largest_share'], 1)} %): {num(r['bound'], 1)}×" if r["largest_part"] else "—"
        chess = f"{num(r['chess_factor'], 1)}×" if r["chess_factor"] else "—"
        rows.append([TITLES[r["game"]], f"{num(r['spent_ms'], 1)} ms", f"{num(r['allowed_ms'], 2)} ms", f"{num(r['study_factor'], 1)}×", bound, chess])
    out.append(
        table(
            [
                "game",
                "study: core time a decision",
                "allowed by 15 minutes",
                "cheaper by",
                "largest part of a search, and the most its removal saves",
                "engine decision cheaper by, for half of chess",
            ],
            rows,
        )
    )
    return "\n\n".join(out)


def section_ismcts_profile(stored: dict) -> str:
    return "## Where ISMCTS spends its time\n\n" + block_ismcts_profile(stored)


def section_endings(stored: dict) -> str:
    out = [
        "## How random games end",
        "Every game ends by a rule of its rulebook or a ruling (the codes of `game.end_reasons`), never by "
        "a turn counter; a safety stop is kept only for designer option sets. Random players rarely fulfil "
        "a Delta V contract, so its random games almost all end by the aliens; the conformance suite and "
        "the property tests also play option sets in which the other endings are common.",
    ]
    for g in GAME_ORDER:
        r = stored.get(f"endings_{g}")
        out.append(f"### {TITLES[g]}")
        if r is None:
            out.append(missing(f"python benchmarks/endings.py --only {g}"))
            continue
        codes = "; ".join(f"`{c}`: {text}" for c, text in r["figures"]["end_reasons"].items())
        out.append(endings_table(stored, g, speed=True) + f"\n\nThe codes: {codes}.")
    return "\n\n".join(out)


def section_notebooks(stored: dict) -> str:
    out = ["## Notebooks", "What Run All costs a reader: each notebook top to bottom in a fresh kernel."]
    r = stored.get("notebooks")
    if r is None:
        return "\n\n".join(out + [missing("python benchmarks/notebooks.py")])
    rows = [[f"`{row['notebook']}`", f"{row['seconds']} s", "yes" if row["within budget"] else "no"] for row in r["figures"]]
    out.append(table(["notebook", "wall time", f"within {r['inputs']['budget_seconds']} s"], rows) + f"\n\n{cite(r)}.")
    return "\n\n".join(out)


def section_titanium(stored: dict) -> str:
    return (
        "## Vesta Gold Rush: does the printed end happen with players who mine?\n\n"
        "The random bot with a prospector's rule of thumb on top (docs/rulings/vesta_gold_rush.md, "
        "ruling \"titanium gone\").\n\n" + block_titanium_end(stored)
    )


def section_index(stored: dict) -> str:
    rows = [
        [
            f"`{n}`",
            f"`{r['command']}`",
            r["date"][:16].replace("T", " "),
            f"`{r['commit'][:10]}`",
            f"{r['load_before'][0]:g} → {r['load_after'][0]:g}",
            seconds(r["seconds"]),
            ", ".join(f"`{p}`" for p in r["measures"]),
        ]
        for n, r in stored.items()
    ]
    return "## Every stored result\n\nEach file of `benchmarks/results/`, with the paths whose change makes it stale (its `measures`).\n\n" + table(
        ["result", "command", "date (UTC)", "commit", "load (1 min) before → after", "took", "depends on"], rows
    )


def section_stale(stored: dict) -> str:
    """The results that predate a change to their own code, said where every figure is read. The
    text names no commit made after the measured one, so writing it changes nothing it reports."""
    why = stale(stored)
    head = "## Results older than their code\n\n"
    if not why:
        return head + "Every stored result was measured on the code it depends on as it stands now."
    rows = [
        [
            f"`{n}`",
            f"`{stored[n]['commit'][:10]}`",
            "uncommitted code" if stored[n].get("uncommitted_changes") else "code it depends on changed since",
            f"`{stored[n]['command']}`",
        ]
        for n in sorted(why)
    ]
    return (
        head + f"{len(why)} of {len(stored)} stored results were measured before a later change to the code "
        "they depend on: read their figures as those of the commit they name, not of the code as it is. "
        "`python scripts/gen_docs.py --rerun-stale` measures them again.\n\n" + table(["result", "measured on", "why stale", "re-run"], rows)
    )


SECTIONS = [
    section_stale,
    section_commands,
    section_decisions,
    section_engine_profile,
    section_timeline,
    section_payload,
    section_browser,
    section_interop,
    section_lab,
    section_bots,
    section_ladder,
    section_lab_default,
    section_study,
    section_goal_gaps,
    section_ismcts_profile,
    section_endings,
    section_notebooks,
    section_titanium,
    section_index,
]

HEADER = """# Benchmarks

<!-- Written by scripts/gen_docs.py from benchmarks/results/*.json: do not edit by hand. -->

Every measured figure of this project, made by `python scripts/gen_docs.py` from the JSON files that
the scripts of `benchmarks/` write into `benchmarks/results/` (`benchmarks/results_io.py`). Each
figure says the command that made it, when, on which commit and under what load: the project's
machine has 2 cores shared with other work, so read times with their load, and ratios measured
within one run (× chess, × protocol, × bare round trip) rather than absolute times.

A result is **stale** when a commit after the one it records changed one of the paths it
depends on (the last column of the table at the end; a commit that changes only docs or results
never does), or when it measured uncommitted code. Such results are listed in the first section
below, which `tests/project/test_docs_figures.py` keeps current, and
`python scripts/gen_docs.py --stale` prints the command that measures each again
(`--rerun-stale` runs those commands one after the other and rewrites the docs). After a run:
`python scripts/gen_docs.py` rewrites this page and every generated block of the other docs
(`<!-- figures:NAME -->`).
"""


def benchmarks_md(stored: dict) -> str:
    return HEADER + "\n" + "\n\n".join(s(stored) for s in SECTIONS) + "\n"


# -- the whole ------------------------------------------------------------------------------------------


def generated(stored: dict | None = None) -> dict[Path, str]:
    """Every doc as this script makes it from the stored results (only the docs it changes)."""
    stored = results() if stored is None else stored
    out = {BENCHMARKS_MD: benchmarks_md(stored), STANDING_JSON: standing_json(stored)}
    for path in DOCS:
        if path == BENCHMARKS_MD or not path.exists():
            continue
        text = path.read_text()
        if BLOCK.search(text):
            out[path] = fill(text, stored)
    return out


def differences(stored: dict | None = None) -> list[Path]:
    """The docs whose text differs from what :func:`generated` makes."""
    return [p for p, text in generated(stored).items() if not p.exists() or p.read_text() != text]


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--check", action="store_true", help="change nothing; exit 1 if a doc differs")
    ap.add_argument("--stale", action="store_true", help="list stale results and the command that re-measures each")
    ap.add_argument("--rerun-stale", action="store_true", help="run the command of every stale result, one after the other, then write the docs")
    args = ap.parse_args(argv)
    stored = results()
    if args.rerun_stale:
        commands = list(dict.fromkeys(stored[name]["command"] for name in stale(stored)))
        for command in commands:  # never two at once: each benchmark times the machine
            print(f"re-running: {command}", flush=True)
            subprocess.run([sys.executable, *shlex.split(command)[1:]], cwd=ROOT, check=True)
        stored = results()
    if args.stale:
        why = stale(stored)
        for name, reason in why.items():
            print(f"{name}: stale, {reason}\n    re-run: {stored[name]['command']}")
        return 1 if why else 0
    if args.check:
        diff = differences(stored)
        for p in diff:
            print(f"{p.relative_to(ROOT)} differs from what scripts/gen_docs.py makes of benchmarks/results/")
        return 1 if diff else 0
    for path, text in generated(stored).items():
        if not path.exists() or path.read_text() != text:
            path.write_text(text)
            print(f"wrote {path.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
