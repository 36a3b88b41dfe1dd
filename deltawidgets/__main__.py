"""Command line: ``python -m deltawidgets simulate deltav --games 100 --players 3 --seed 1``;
``python -m deltawidgets soak --games 2000 --jobs 2`` (every game and player count, every invariant;
its time: benchmarks/results/soak_speed.json).

Every error, whatever its cause (a word argparse cannot read, a count below one, a rule option
the game refuses), is reported the one way argparse reports its own: the usage of the command
that was run, then ``python -m deltawidgets <command>: error: <sentence>``, and exit status 2.
"""

from __future__ import annotations

import argparse
import json
import sys

from deltawidgets.core.errors import DeltaWidgetsError

PROG = "python -m deltawidgets"


def _option(text: str):
    key, sep, value = text.partition("=")
    if not sep or not key:
        raise argparse.ArgumentTypeError(f"a rule option is given as key=value (the value as JSON), not {text!r}")
    try:
        return key, json.loads(value)
    except json.JSONDecodeError:
        return key, value  # a bare word is a string: --option contract_attempt=optional


def _count(what: str):
    """An argparse type: a whole number, at least 1, of ``what``."""

    def parse(text: str) -> int:
        try:
            n = int(text)
        except ValueError:
            n = None
        if n is None or n < 1:
            raise argparse.ArgumentTypeError(f"the number of {what} is a whole number, at least 1, not {text!r}")
        return n

    return parse


def _whole(what: str):
    def parse(text: str) -> int:
        try:
            return int(text)
        except ValueError:
            raise argparse.ArgumentTypeError(f"the {what} is a whole number, not {text!r}") from None

    return parse


def _bots(text: str) -> str:
    """An argparse type: a bot spec that :func:`~deltawidgets.bots.make_bot` accepts."""
    from deltawidgets.bots import make_bot
    from deltawidgets.core.errors import BadInput

    try:
        make_bot(text)
    except BadInput as err:
        raise argparse.ArgumentTypeError(str(err)) from None
    return text


def _game(text: str) -> str:
    from deltawidgets.core.registry import GAMES

    if text not in GAMES:
        names = ", ".join(f"{name} ({game.title})" for name, game in sorted(GAMES.items()))
        raise argparse.ArgumentTypeError(f"there is no game called {text!r}; the games are {names}")
    return text


def parser() -> tuple[argparse.ArgumentParser, dict[str, argparse.ArgumentParser]]:
    """The command line's parser and its sub-commands' parsers, by name (an error found after
    parsing is reported by the sub-command's parser, with its usage)."""
    from deltawidgets.core.registry import GAMES

    games = "{" + ",".join(sorted(GAMES)) + "}"
    ap = argparse.ArgumentParser(prog=PROG, description=__doc__.split("\n\n")[0], formatter_class=argparse.RawDescriptionHelpFormatter)
    sub = ap.add_subparsers(dest="command", required=True, metavar="{simulate,soak}")
    sim = sub.add_parser("simulate", help="play random-bot games and summarise them")
    sim.add_argument("game", type=_game, metavar=games)
    sim.add_argument("--games", type=_count("games"), default=100, help="games to play (default 100)")
    sim.add_argument("--players", type=_whole("number of players"), default=None, help="players per game (default: the game's own default)")
    sim.add_argument("--seed", type=_whole("seed"), default=0, help="the first game's seed; game i plays seed+i")
    sim.add_argument("--jobs", type=_count("processes to play on"), default=1, help="processes to spread the games over")
    sim.add_argument(
        "--option", type=_option, action="append", default=[], help="a rule option as key=JSON, e.g. --option alien_limit=3 --option contract_attempt=optional"
    )
    sim.add_argument(
        "--bots",
        type=_bots,
        default="random",
        help="the bot in every seat: random (the default: the rules' smoke test), greedy, ismcts, ismcts:N, ismcts:easy|medium|hard",
    )
    sim.add_argument("--json", action="store_true", help="print the summary as one JSON object")
    soak_ = sub.add_parser("soak", help="play random games across all games and player counts, checking every invariant")
    soak_.add_argument("--games", type=_count("games"), default=1000, help="games to play (default 1000)")
    soak_.add_argument("--seed", type=_whole("seed"), default=0, help="the first game's seed; game i plays seed+i")
    soak_.add_argument("--game", action="append", type=_game, metavar=games, help="only this game (repeatable)")
    soak_.add_argument("--jobs", type=_count("processes to play on"), default=1, help="processes to spread the games over")
    soak_.add_argument("--json", action="store_true", help="print the report as one JSON object")
    return ap, {"simulate": sim, "soak": soak_}


def main(argv: list[str] | None = None) -> int:
    ap, commands = parser()
    args, extra = ap.parse_known_args(argv)
    command = commands[args.command]
    if extra:  # argparse would name them with the top-level usage; the command's is the one to read
        command.error(f"unrecognized arguments: {' '.join(extra)}")
    try:
        if args.command == "soak":
            return _soak(args)
        return _simulate(command, args)
    except DeltaWidgetsError as err:  # a rule option refused, or any other input a game refuses
        command.error(str(err))


def _simulate(command: argparse.ArgumentParser, args) -> int:
    from deltawidgets.core.registry import GAMES
    from deltawidgets.sim import simulate, summarize

    options = dict(args.option)
    if args.players is not None and options.get("players", args.players) != args.players:
        command.error(f"--players {args.players} and --option players={options['players']} disagree; give one of them.")
    if args.players is not None:
        options["players"] = args.players
    GAMES[args.game].Params.parse(options)  # refused here, before any process starts
    df = simulate(args.game, args.games, None, args.seed, options, args.jobs, progress=not args.json, bots=args.bots)
    # the players played, whether given or the rule's default: never left out
    summary = {"game": args.game, "players": df.attrs["params"]["players"], "seed": args.seed, "bots": args.bots, **summarize(df)}
    print(json.dumps(summary) if args.json else _text(summary))
    return 0


def _soak(args) -> int:
    from deltawidgets.sim.soak import report_text, soak

    report = soak(args.games, args.seed, args.game, progress=not args.json, jobs=args.jobs)
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
