"""Where the ISMCTS bot's time goes, in every registered game: cProfile around each of its
decisions in a two-player game against greedy, with the time split by what the search calls
(drawing a determinization, copying it, the legal lists, ``apply``, ``decision`` or ``decider``,
the leaf's value margins) and the rest, the tree walk itself. ``--share 1`` draws a fresh determinization for every
iteration, as the bot did before it batched them; the default is the bot's own ``SHARE``. Shares are of
the profiled time (cProfile slows everything down about alike, so the split is what counts).

    python benchmarks/ismcts_profile.py                 # the bot as it is
    python benchmarks/ismcts_profile.py --share 1       # before: one deal per iteration

Each game's row is kept in ``benchmarks/results/ismcts_profile_share<K>_<game>.json``.
"""

from __future__ import annotations

import argparse
import cProfile
import pstats

import pandas as pd
from tqdm.auto import tqdm

from deltawidgets.bots import ismcts, make_bot
from deltawidgets.games import GAMES, get_game
from results_io import ENGINE, Run  # beside this script

#: what the search calls, by the called function's name: the column each call's time goes to
PARTS = {
    "determinize": "determinize",
    "clone": "clone",
    "legal_actions": "legal lists",
    "apply": "apply",
    "decision": "decision",
    "decider": "decision",  # who decides: what the search asks since it stopped building prompts
    "value_margins": "value",
    "bot_choices": "play-out",
}


def profiled(name: str, seed: int) -> pstats.Stats:
    """The profile of the ISMCTS seat's decisions in one game (ISMCTS first)."""
    game = get_game(name)
    state = game.setup(game.Params.parse({"players": 2}), seed)
    bots = [make_bot("ismcts", seed=f"{seed}/0"), make_bot("greedy", seed=f"{seed}/1")]
    prof = cProfile.Profile()
    while (d := game.decision(state)) is not None:
        if d.player == 0:
            prof.enable()
            action = bots[0].choose(game, state)
            prof.disable()
        else:
            action = bots[1].choose(game, state)
        game.apply(state, action)
    return pstats.Stats(prof)


def split(stats: pstats.Stats) -> dict[str, float]:
    """Each part's share of the time inside ``ISMCTSBot.choose``: the cumulative time of the calls
    the search module makes to it; the tree walk is what is left."""
    here = ismcts.__file__
    total = sum(ct for (file, _, func), (_, _, _, ct, _) in stats.stats.items() if file == here and func == "choose")
    parts = dict.fromkeys(PARTS.values(), 0.0)
    for (_, _, func), (_, _, _, _, callers) in stats.stats.items():
        if func in PARTS:
            parts[PARTS[func]] += sum(c[3] for (file, _, _), c in callers.items() if file == here)
    parts["tree walk"] = total - sum(parts.values())
    return {k: round(100 * v / total, 1) for k, v in parts.items()}


def main(argv=None) -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--share", type=int, default=ismcts.SHARE, help="iterations a determinization serves")
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--only", action="append", choices=sorted(GAMES), help="only this game (repeatable)")
    args = ap.parse_args(argv)
    ismcts.SHARE = args.share
    rows = []
    for name in tqdm(args.only or list(GAMES), desc="games"):
        run = Run(f"ismcts_profile_share{args.share}_{name}", measures=["deltawidgets/bots/", f"deltawidgets/games/{name}/", *ENGINE])
        rows.append({"game": name, "share": args.share, **split(profiled(name, args.seed))})
        run.save(inputs={**vars(args), "game": name}, figures=rows[-1])
    print(pd.DataFrame(rows).to_string(index=False))


if __name__ == "__main__":
    main()
