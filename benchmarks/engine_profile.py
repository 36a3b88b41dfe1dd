"""Where a random decision's time goes in each rules engine, now and at an earlier commit.

The loop is ``benchmarks/decisions.py``'s (uniform-random legal play: the legal list, then
``apply``), run under cProfile. Each function's own time (cProfile's ``tottime``) is summed by
the source file it is in, so a share reads as "this part of the rules"; the functions taking the
most own time are listed too, in microseconds a decision. cProfile slows every call alike, so read
the shares and the order, not the absolute times (``decisions.py`` times the engines without it).

``--before REV`` profiles the same games at that commit as well, from a checkout of it made for the
run (``git worktree``) and put first on the import path of a child process, so the two profiles
can be set side by side: where the time went, and where it goes now.

    python benchmarks/engine_profile.py --before 0c85762           # the stored figures
    python benchmarks/engine_profile.py --games 40 --only deltav   # a quick look, now only

Each game's profile is kept in ``benchmarks/results/engine_profile_<game>.json`` (``results_io``).
"""

from __future__ import annotations

import argparse
import cProfile
import json
import os
import pstats
import random
import subprocess
import sys
import tempfile
from pathlib import Path

from results_io import ENGINE, ROOT, Run  # beside this script

#: the player count profiled in each game: the one whose decisions cost the most against chess
#: in ``decisions.py`` (Delta and Delta V at 4; the others at 3, a common table)
PLAYERS = {"deltav": 4, "delta": 4, "spatial": 3, "vesta": 3}
#: functions listed by their own time, per game
TOP = 10


def profile(name: str, players: int, games: int, seed: int) -> dict:
    """Play ``games`` random games of ``name`` under cProfile: decisions, and own time by file
    and by function, in µs a decision.

    >>> p = profile("deltav", 2, 2, 1); p["decisions"] > 0 and abs(sum(p["files"].values()) - p["us_per_decision"]) < 0.5
    True
    """
    from deltawidgets.games import GAMES  # here: with --before, the checkout's package

    game = GAMES[name]
    params = game.Params.parse({"players": players})
    rng = random.Random(seed)
    prof = cProfile.Profile()
    decisions = 0
    for g in range(games):
        state = game.setup(params, seed + g)
        prof.enable()
        while not game.is_over(state):
            game.apply(state, rng.choice(game.legal_actions(state)))
            decisions += 1
        prof.disable()
    stats = pstats.Stats(prof).stats  # (file, line, function) -> (calls, primitive, own, cumulative, callers)
    files: dict[str, float] = {}
    funcs = []
    for (path, line, func), (_, _, own, _, _) in stats.items():
        where = _short(path)
        files[where] = files.get(where, 0.0) + own
        funcs.append((own, f"{where}:{line} {func}" if line else func))
    funcs.sort(reverse=True)
    per = 1e6 / decisions
    import deltawidgets

    return {
        "package": str(Path(deltawidgets.__file__).parent),  # which checkout was profiled
        "game": name,
        "players": players,
        "games": games,
        "decisions": decisions,
        "us_per_decision": round(sum(files.values()) * per, 2),
        "files": {k: round(v * per, 3) for k, v in sorted(files.items(), key=lambda kv: -kv[1]) if v * per >= 0.005},
        "functions": [[f, round(own * per, 3)] for own, f in funcs[:TOP]],
    }


def _short(path: str) -> str:
    """A source file as the docs name it: ``games/deltav/rules.py``, ``Python's random.py``,
    or the built-ins (cProfile's ``~``)."""
    p = path.replace(os.sep, "/")
    if "deltawidgets/" in p:
        return p.rsplit("deltawidgets/", 1)[1]
    return "Python's built-ins" if p == "~" else f"Python's {p.rsplit('/', 1)[-1]}"


def at_commit(rev: str, games: list[str], count: int, seed: int) -> dict:
    """The profiles of ``games`` at commit ``rev``: :func:`in_child` on a checkout of it."""
    with tempfile.TemporaryDirectory(prefix="engine-profile-") as tmp:
        where = Path(tmp) / "tree"
        subprocess.run(["git", "worktree", "add", "--quiet", "--detach", str(where), rev], cwd=ROOT, check=True)
        try:
            return in_child(where, games, count, seed)
        finally:
            subprocess.run(["git", "worktree", "remove", "--force", str(where)], cwd=ROOT, check=True)


def in_child(tree: Path, games: list[str], count: int, seed: int) -> dict:
    """The profiles of ``games`` made in a new process that imports the package from ``tree``:
    this tree and an earlier commit's are profiled alike, each from a cold start (a process
    that had played the games before would find the engines' tables already built)."""
    env = {**os.environ, "PYTHONPATH": str(tree)}
    code = (
        f"import json, sys; sys.path.insert(0, {str(Path(__file__).parent)!r}); from engine_profile import profile; "
        f"print(json.dumps({{g: profile(g, {PLAYERS!r}[g], {count}, {seed}) for g in {games!r}}}))"
    )
    done = subprocess.run([sys.executable, "-c", code], env=env, cwd=tree, capture_output=True, text=True, check=True)
    found = json.loads(done.stdout.splitlines()[-1])
    for g, p in found.items():
        # the child must have profiled that tree's package, not another
        assert Path(p.pop("package")).is_relative_to(tree), f"{g} was not profiled from {tree}"
    return found


def main(argv=None) -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--games", type=int, default=150, help="random games a game profiled")
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--only", action="append", choices=sorted(PLAYERS), help="only this game (repeatable)")
    ap.add_argument("--before", default=None, help="also profile the same games at this earlier commit")
    ap.add_argument("--rounds", type=int, default=3, help="rounds alternating the two; the fastest of each counts")
    args = ap.parse_args(argv)
    names = args.only or list(PLAYERS)
    runs = {g: Run(f"engine_profile_{g}", measures=[f"deltawidgets/games/{g}/", *ENGINE]) for g in names}
    commit = subprocess.run(["git", "rev-parse", args.before], cwd=ROOT, capture_output=True, text=True, check=True).stdout.strip() if args.before else None
    # rounds alternate the earlier commit and this tree; the fastest round of each is kept: the
    # machine's drift only ever adds time (one run read Vesta's unchanged code 20 % apart)
    befores, nows = [], []
    for _ in range(args.rounds):
        if args.before:
            befores.append(at_commit(args.before, names, args.games, args.seed))
        nows.append(in_child(ROOT, names, args.games, args.seed))
    for g in names:
        now = min((r[g] for r in nows), key=lambda p: p["us_per_decision"])
        before = min((r[g] for r in befores), key=lambda p: p["us_per_decision"]) if befores else None
        figures = {"now": now, "before": before, "before_commit": commit, "rounds": args.rounds}
        print(json.dumps(figures))
        runs[g].save(inputs=vars(args), figures=figures)


if __name__ == "__main__":
    main()
