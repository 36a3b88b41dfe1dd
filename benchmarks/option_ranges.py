"""Where each game stays playable: bot games at the ends of every tunable rule option's range.

For every registered game and every rule option a designer tunes, the farthest values the rules
accept (the other options at their defaults; ``deltawidgets.lab.space.playable``) and each value
of a choice are played by random and by greedy bots, and the games are counted by how they ended:
by a rule, or by the safety guard (a turn or round limit, not a rule). Values an option declares
``guarded`` are played too, to show why. For each bound that other options set (inside the
declared range), the first value beyond it is recorded with the sentence that refuses it, and
played past the check, to show what the refusal prevents.

    python benchmarks/option_ranges.py                   # 20 games a value and bot, every game
    python benchmarks/option_ranges.py --only deltav --games 5

Each game's counts are kept in ``benchmarks/results/option_ranges_<game>.json`` (``results_io``);
``scripts/gen_docs.py`` tables them in the game's rulings file.
"""

from __future__ import annotations

import argparse
import statistics

from deltawidgets.bots import make_bot
from deltawidgets.core.errors import ParamsError
from deltawidgets.core.params import guarded, rule_options_schema, tunable
from deltawidgets.games import GAMES
from deltawidgets.lab import simulate
from deltawidgets.lab.space import playable
from results_io import ENGINE, Run  # beside this script

BOTS = ("random", "greedy")


def guard(text: str) -> bool:
    """Whether an ending's sentence is a safety stop's, not a rule's."""
    return any(word in text.lower() for word in ("safety", "guard", "not a rule"))


def values(name: str) -> list[tuple[str, object]]:
    """(option, value) to play: each end of a range, each choice, each guarded value."""
    game = GAMES[name]
    defaults = game.Params.parse({}).to_json()
    out = []
    for o in playable(name):
        for v in o["values"] if o["kind"] == "choice" else [o["lo"], o["hi"]]:
            out.append((o["name"], v))
    for option in tunable(game.Params):
        out += [(option, v) for v in guarded(game.Params, option)[0]]
    return [(o, v) for o, v in dict.fromkeys(out) if v != defaults[o]]


def refused(name: str) -> list[dict]:
    """Each whole-number bound set inside the declared range, with the first value beyond it and its refusal."""
    game = GAMES[name]
    props = rule_options_schema(game.Params)["properties"]
    out = []
    for o in playable(name):
        if o["kind"] != "int":
            continue
        for value, edge in ((o["lo"] - 1, props[o["name"]]["minimum"]), (o["hi"] + 1, props[o["name"]]["maximum"])):
            if (value >= edge) if value < o["lo"] else (value <= edge):
                try:
                    game.Params.parse({o["name"]: value})
                except ParamsError as err:
                    out.append({"option": o["name"], "value": value, "sentence": str(err)})
    return out


def beyond(name: str, option: str, value, games: int, seed: int) -> dict:
    """Bot games at a refused value, set up past the check (``model_construct``) to show what
    the refusal prevents: how many the guard had to stop; {"error": ...} if it cannot be set up."""
    game = GAMES[name]
    params = game.Params.model_construct(**{**dict(game.Params.parse({})), option: value})
    out = {}
    for bot in BOTS:
        ends, lengths = [], []
        try:
            for s in range(seed, seed + games):
                state = game.setup(params, s)
                seats = [make_bot(bot, seed=f"{s}/{k}") for k in range(game.num_players(state))]
                n = 0
                while (p := game.decider(state)) is not None:
                    game.apply(state, seats[p].choose(game, state))
                    n += 1
                ends.append(game.end_reasons.get(game.end_reason(state), ""))
                lengths.append(n)
        except Exception as err:  # noqa: BLE001 - a setting the game cannot even set up
            return {"error": f"{type(err).__name__}: {err}"[:200]}
        stopped = sum(map(guard, ends))
        out[bot] = {"games": games, "by_rule": games - stopped, "by_guard": stopped, "median_decisions": float(statistics.median(lengths))}
    return out


def measure(name: str, option: str, value, games: int, seed: int, jobs: int) -> dict:
    row = {"option": option, "value": value}
    for bot in BOTS:
        df = simulate(name, {option: value}, bot, games, seed, archive=None, jobs=jobs, progress=False)
        stopped = int(sum(guard(t) for t in df["end_text"]))
        row[bot] = {"games": len(df), "by_rule": len(df) - stopped, "by_guard": stopped, "median_decisions": float(df["decisions"].median())}
    return row


def main(argv=None) -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--games", type=int, default=20, help="games a value and bot")
    ap.add_argument("--seed", type=int, default=0, help="the first seed")
    ap.add_argument("--jobs", type=int, default=2, help="local processes")
    ap.add_argument("--only", action="append", choices=sorted(GAMES), help="only this game (repeatable)")
    args = ap.parse_args(argv)
    for name in args.only or list(GAMES):
        run = Run(
            f"option_ranges_{name}",
            measures=[f"deltawidgets/games/{name}/components.py", "deltawidgets/lab/space.py", "deltawidgets/core/params.py", "deltawidgets/bots/", *ENGINE],
        )
        rows = []
        for option, value in values(name):
            rows.append(measure(name, option, value, args.games, args.seed, args.jobs))
            print(name, rows[-1], flush=True)
        bounds = [{**b, "played": beyond(name, b["option"], b["value"], args.games, args.seed)} for b in refused(name)]
        print(name, bounds, flush=True)
        run.save(inputs={**vars(args), "game": name}, figures={"rows": rows, "refused": bounds})


if __name__ == "__main__":
    main()
