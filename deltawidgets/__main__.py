"""Command line: ``simulate`` plays bot games of one game (a bot for every seat, or one per seat;
dealt from seeds, or all from a scenario file) and summarises them; ``tune`` searches rule options
for an objective and says whether the best found is better than the rulebook's; ``soak`` plays
random games of every game and player count, checking every invariant.

    python -m deltawidgets simulate deltav --games 100 --players 3 --bots greedy,ismcts,random
    python -m deltawidgets simulate vesta --scenario lesson.json --games 20 --bots greedy
    python -m deltawidgets tune deltav --space alien_limit=2:5 --objective balance --trials 4 --games 40
    python -m deltawidgets soak --games 2000 --jobs 2

(the soak's time: benchmarks/results/soak_speed.json).

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


def _bots(text: str):
    """An argparse type: a bot spec that :func:`~deltawidgets.bots.make_bot` accepts, or several
    separated by commas, one per seat (the list, which also sets the number of players)."""
    from deltawidgets.bots import make_bot
    from deltawidgets.core.errors import BadInput

    specs = [part.strip() for part in text.split(",")]
    for spec in specs:
        try:
            make_bot(spec)
        except BadInput as err:
            raise argparse.ArgumentTypeError(str(err)) from None
    return specs[0] if len(specs) == 1 else specs


def _space(text: str) -> tuple[str, object]:
    """An argparse type: one searched option, ``name=lo:hi`` (a range) or ``name=a,b,c`` (a choice
    among values, each as JSON or a bare word)."""
    name, sep, spec = text.partition("=")
    if not sep or not name or not spec:
        raise argparse.ArgumentTypeError(f"a searched option is given as name=low:high or name=a,b,c, not {text!r}")
    if ":" in spec and "," not in spec and not spec.startswith(("[", "{", '"')):
        ends = [_number(x) for x in spec.split(":")]
        if len(ends) != 2 or None in ends:
            raise argparse.ArgumentTypeError(f"a range is low:high, two numbers, not {spec!r}")
        return name, tuple(ends)
    return name, [_word(v) for v in spec.split(",")]


def _number(text: str):
    for kind in (int, float):
        try:
            return kind(text)
        except ValueError:
            continue
    return None


def _word(text: str):
    try:
        return json.loads(text)
    except json.JSONDecodeError:
        return text.strip()


def _objective(text: str):
    """An argparse type: ``balance``, ``length=N`` or ``ending=code:share,code:share``."""
    kind, _, rest = text.partition("=")
    try:
        if kind == "balance" and not rest:
            return "balance"
        if kind == "length":
            return {"length": float(rest)}
        if kind == "ending":
            return {"ending": {code: float(share) for code, share in (part.split(":") for part in rest.split(","))}}
    except ValueError:
        pass
    raise argparse.ArgumentTypeError(f"the objective is balance, length=DECISIONS or ending=CODE:SHARE,..., not {text!r}")


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
    sub = ap.add_subparsers(dest="command", required=True, metavar="{simulate,tune,soak}")
    bots_help = "the bot in every seat, or one per seat separated by commas (greedy,ismcts,random): random, greedy, ismcts, ismcts:N, ismcts:easy|medium|hard"
    sim = sub.add_parser(
        "simulate",
        help="play bot games of one game, dealt from seeds or all from a scenario file, and summarise them",
        description="Play bot games of one game and summarise them: wins by seat, mean scores and length, and how the games ended.",
    )
    sim.add_argument("game", type=_game, metavar=games)
    sim.add_argument("--games", type=_count("games"), default=100, help="games to play (default 100)")
    sim.add_argument("--players", type=_whole("number of players"), default=None, help="players per game (default: the game's own default)")
    sim.add_argument("--seed", type=_whole("seed"), default=0, help="the first game's seed; game i plays seed+i")
    sim.add_argument("--jobs", type=_count("processes to play on"), default=1, help="processes to spread the games over")
    sim.add_argument(
        "--option", type=_option, action="append", default=[], help="a rule option as key=JSON, e.g. --option alien_limit=3 --option contract_attempt=optional"
    )
    sim.add_argument("--bots", type=_bots, default="random", help=bots_help + " (default random: the rules' smoke test)")
    sim.add_argument(
        "--scenario",
        metavar="FILE",
        default=None,
        help=(
            "a record file (GameWidget.save_scenario, Match.save): every game starts at its last position, under its rule options; the seed seeds only the bots"
        ),
    )
    sim.add_argument("--json", action="store_true", help="print the summary as one JSON object")
    tune_ = sub.add_parser(
        "tune",
        help="search rule options for an objective, then play the best again on fresh seeds beside the rulebook's setting",
        description=(
            "Search rule options for an objective (lab.tune): every trial plays the same seeds, no setting is tried twice, and the "
            "best settings are played again on fresh seeds beside the rulebook's, with a verdict that says whether any is better "
            "beyond its 95 % interval."
        ),
    )
    tune_.add_argument("game", type=_game, metavar=games)
    tune_.add_argument(
        "--space",
        type=_space,
        action="append",
        required=True,
        help="an option to search: name=low:high (every whole number, or real, between) or name=a,b,c (a choice); repeatable",
    )
    tune_.add_argument("--objective", type=_objective, default="balance", help="balance (default), length=DECISIONS or ending=CODE:SHARE,...")
    tune_.add_argument("--trials", type=_count("trials"), default=8, help="trials of the search (default 8; a smaller space is tried whole)")
    tune_.add_argument("--games", type=_count("games a trial"), default=40, help="games a trial, on the same seeds (default 40)")
    tune_.add_argument("--finalists", type=_count("finalists"), default=3, help="best settings played again on fresh seeds (default 3)")
    tune_.add_argument("--players", type=_whole("number of players"), default=None, help="players per game (default: the game's own default)")
    tune_.add_argument("--option", type=_option, action="append", default=[], help="a rule option kept fixed, as key=JSON")
    tune_.add_argument("--bots", type=_bots, default="greedy", help=bots_help + " (default greedy, the lab's default)")
    tune_.add_argument("--seed", type=_whole("seed"), default=0, help="the first seed of every trial")
    tune_.add_argument("--jobs", type=_count("processes to play on"), default=1, help="processes to spread the games over")
    tune_.add_argument("--archive", metavar="FILE", default=None, help="a DuckDB archive to keep the games and trials in, and resume from (default: none)")
    tune_.add_argument("--json", action="store_true", help="print the trials, the replay and the verdict as one JSON object")
    soak_ = sub.add_parser("soak", help="play random games across all games and player counts, checking every invariant")
    soak_.add_argument("--games", type=_count("games"), default=1000, help="games to play (default 1000)")
    soak_.add_argument("--seed", type=_whole("seed"), default=0, help="the first game's seed; game i plays seed+i")
    soak_.add_argument("--game", action="append", type=_game, metavar=games, help="only this game (repeatable)")
    soak_.add_argument("--jobs", type=_count("processes to play on"), default=1, help="processes to spread the games over")
    soak_.add_argument("--json", action="store_true", help="print the report as one JSON object")
    return ap, {"simulate": sim, "tune": tune_, "soak": soak_}


def main(argv: list[str] | None = None) -> int:
    ap, commands = parser()
    args, extra = ap.parse_known_args(argv)
    command = commands[args.command]
    if extra:  # argparse would name them with the top-level usage; the command's is the one to read
        command.error(f"unrecognized arguments: {' '.join(extra)}")
    try:
        if args.command == "soak":
            return _soak(args)
        if args.command == "tune":
            return _tune(command, args)
        return _simulate(command, args)
    except DeltaWidgetsError as err:  # a rule option refused, or any other input a game refuses
        command.error(str(err))


def _options(command: argparse.ArgumentParser, args) -> dict:
    """The rule options of --option and --players together (the two must agree)."""
    options = dict(args.option)
    if args.players is not None and options.get("players", args.players) != args.players:
        command.error(f"--players {args.players} and --option players={options['players']} disagree; give one of them.")
    if args.players is not None:
        options["players"] = args.players
    if isinstance(args.bots, list) and options.get("players", len(args.bots)) != len(args.bots):
        command.error(f"--bots names {len(args.bots)} seats, and the game has {options['players']} players; give one bot per seat.")
    return options


def _scenario(command: argparse.ArgumentParser, args, options: dict) -> tuple[dict | None, dict]:
    """The scenario of --scenario (the last position of its record) and the rule options to play it under."""
    if args.scenario is None:
        return None, options
    from deltawidgets.core.match import Match

    match = Match.load(args.scenario)
    if match.game.name != args.game:
        command.error(f"--scenario {args.scenario} is a {match.game.title} game ({match.game.name}), not {args.game}.")
    if args.option:
        command.error("--scenario fixes the rule options (the record's own); give no --option with it.")
    record = match.params.to_json()
    if options.get("players", record["players"]) != record["players"]:
        command.error(f"--scenario {args.scenario} is a game of {record['players']} players; the bots or --players give {options['players']}.")
    return match.scenario_of(), record


def _simulate(command: argparse.ArgumentParser, args) -> int:
    from deltawidgets.core.registry import GAMES
    from deltawidgets.sim import simulate, summarize

    options = _options(command, args)
    scenario, options = _scenario(command, args, options)
    GAMES[args.game].Params.parse(options)  # refused here, before any process starts
    df = simulate(args.game, args.games, None, args.seed, options, args.jobs, progress=not args.json, bots=args.bots, scenario=scenario)
    # the players played, whether given or the rule's default: never left out
    summary = {"game": args.game, "players": df.attrs["params"]["players"], "seed": args.seed, "bots": args.bots, **summarize(df)}
    if scenario is not None:
        summary["scenario"] = args.scenario
    print(json.dumps(summary) if args.json else _text(summary))
    return 0


def _tune(command: argparse.ArgumentParser, args) -> int:
    from deltawidgets.core.extras import LAB, require

    require("lab", LAB, "tune")
    from deltawidgets.lab import tune

    options = _options(command, args)
    space = dict(args.space)
    t = tune(
        args.game,
        space,
        objective=args.objective,
        bots=args.bots,
        games_per_trial=args.games,
        trials=args.trials,
        seed=args.seed,
        params=options,
        archive=args.archive,
        jobs=args.jobs,
        finalists=args.finalists,
        progress=not args.json,
    )
    if args.json:
        plain = lambda df: json.loads(df.to_json(orient="records")) if df is not None else []  # noqa: E731
        print(json.dumps({"game": args.game, "trials": plain(t.trials), "replay": plain(t.replay), "verdict": t.verdict, "choice": t.choice}))
        return 0
    print(f"{len(t.trials)} trials of {args.games} games ({t.objective}; smaller is better):")
    print(t.trials.to_string(index=False))
    if t.replay is not None:
        print(f"\nPlayed again on {int(t.replay['games'].iloc[0])} fresh seeds (differences from the first, with joint 95 % intervals):")
        print(t.replay.to_string(index=False))
    print(f"\n{t.verdict}")
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
