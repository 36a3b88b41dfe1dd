"""Command line: ``python -m deltawidgets simulate deltav --games 100 --players 3 --seed 1``;
``python -m deltawidgets soak --games 100000`` (every game and player count, every invariant)."""
from __future__ import annotations

import argparse
import json
import sys

from deltawidgets.core.errors import DeltaWidgetsError


def _option(text: str):
    key, sep, value = text.partition("=")
    if not sep:
        raise argparse.ArgumentTypeError(f"--option takes key=value (JSON value), not {text!r}")
    try:
        return key, json.loads(value)
    except json.JSONDecodeError:
        return key, value


def main(argv: list[str] | None = None) -> int:
    from deltawidgets.games import GAMES

    ap = argparse.ArgumentParser(prog="python -m deltawidgets", description=__doc__)
    sub = ap.add_subparsers(dest="command", required=True)
    sim = sub.add_parser("simulate", help="play random-bot games and summarise them")
    sim.add_argument("game", choices=sorted(GAMES))
    sim.add_argument("--games", type=int, default=100)
    sim.add_argument("--players", type=int, default=None)
    sim.add_argument("--seed", type=int, default=0)
    sim.add_argument("--jobs", type=int, default=1, help="processes to spread the games over")
    sim.add_argument("--option", type=_option, action="append", default=[],
                     help="a rule option as key=JSON, e.g. --option contract_attempt='\"optional\"'")
    sim.add_argument("--json", action="store_true", help="print the summary as one JSON object")
    soak_ = sub.add_parser("soak", help="play random games across all games and player counts, checking every invariant")
    soak_.add_argument("--games", type=int, default=1000)
    soak_.add_argument("--seed", type=int, default=0)
    soak_.add_argument("--game", action="append", choices=sorted(GAMES), help="only this game (repeatable)")
    soak_.add_argument("--json", action="store_true", help="print the report as one JSON object")
    args = ap.parse_args(argv)
    if args.command == "soak":
        return _soak(ap, args)

    from deltawidgets.sim import simulate, summarize

    if args.games < 1:
        ap.error("--games must be at least 1")
    if args.jobs < 1:
        ap.error(f"--jobs must be at least 1 (the number of processes to play on); got {args.jobs}")
    options = dict(args.option)
    if args.players is not None and options.get("players", args.players) != args.players:
        ap.error(f"--players {args.players} and --option players={options['players']} disagree; give one of them")
    try:
        df = simulate(args.game, args.games, args.players, args.seed, options, args.jobs, progress=not args.json)
    except DeltaWidgetsError as err:
        print(f"error: {err}", file=sys.stderr)
        return 2
    # the players played, whether given or the rule's default: never left out
    summary = {"game": args.game, "players": df.attrs["params"]["players"], "seed": args.seed, **summarize(df)}
    if args.json:
        print(json.dumps(summary))
    else:
        print(_text(summary))
    return 0


def _soak(ap, args) -> int:
    from deltawidgets.sim.soak import report_text, soak

    if args.games < 1:
        ap.error("--games must be at least 1")
    report = soak(args.games, args.seed, args.game, progress=not args.json)
    print(json.dumps(report) if args.json else report_text(report))
    return 1 if report["failures"] else 0


def _text(summary: dict) -> str:
    """The summary as aligned lines; each way the game ended on a line of its own."""
    texts = summary.pop("end_texts")
    lines = []
    for key, value in summary.items():
        if key == "ends":
            for code, games in value.items():
                lines.append(f"{'ends ' + code:>20}: {games} ({texts[code] or 'no end reason given'})")
        else:
            lines.append(f"{key:>20}: {value}")
    return "\n".join(lines)


if __name__ == "__main__":
    sys.exit(main())
