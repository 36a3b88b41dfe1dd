"""The lab's archive: every game played, bots' and people's, in one embedded DuckDB table.

A game is keyed by (game, options, bots, seed): a sweep run again plays only the games the
archive lacks. Designers query it with SQL (:func:`query`) or read it as a DataFrame.

>>> import tempfile, os
>>> path = os.path.join(tempfile.mkdtemp(), "lab.duckdb")
>>> row = {"game": "deltav", "options": "{}", "bots": ["random"], "seed": 1, "players": 1,
...        "scores": [3], "winners": [0], "decisions": 9, "end": "e", "end_text": "it ended", "events": {"move": 2}}
>>> Archive(path).add([row])
1
>>> Archive(path).add([row])  # already there
0
>>> query("select game, seed, scores[1] as first_score from games", path).to_dict("records")
[{'game': 'deltav', 'seed': 1, 'first_score': 3}]
"""
from __future__ import annotations

import json
from pathlib import Path

import duckdb
import pandas as pd

from deltawidgets.core.registry import GAMES

#: the archive's file when none is named
DEFAULT_PATH = "lab.duckdb"

SCHEMA = """
CREATE TABLE IF NOT EXISTS games (
    game VARCHAR NOT NULL,
    options VARCHAR NOT NULL,     -- the rule options as canonical JSON (sorted keys)
    bots VARCHAR NOT NULL,        -- one name per seat as JSON; "human" for a person
    seed BIGINT NOT NULL,
    players INTEGER,
    scores INTEGER[],
    winners INTEGER[],
    decisions INTEGER,
    "end" VARCHAR,
    end_text VARCHAR,
    events VARCHAR,               -- how often each event type fired, as JSON
    source VARCHAR,               -- "lab" (bots) or "widget" (a game played in a widget)
    PRIMARY KEY (game, options, bots, seed)
)"""
COLUMNS = ["game", "options", "bots", "seed", "players", "scores", "winners", "decisions", "end", "end_text",
           "events", "source"]


class Archive:
    """One DuckDB file of games. Each call opens and closes the file, so that several
    notebooks (and the lab's workers' parent) can take turns with it."""

    def __init__(self, path: str | Path = DEFAULT_PATH):
        self.path = str(path)

    def _connect(self):
        con = duckdb.connect(self.path)
        con.execute(SCHEMA).fetchall()  # a result left open blocks the next call
        return con

    def seeds(self, game: str, options: str, bots: list[str]) -> set[int]:
        """Seeds already archived for this game, options (canonical JSON) and bots."""
        return self.seeds_of(game, [(options, bots)])[0]

    def seeds_of(self, game: str, lineups: list[tuple[str, list[str]]]) -> list[set[int]]:
        """:meth:`seeds` for each ``(options, bots)`` of a sweep's grid, over one connection
        (opening the file costs DuckDB about 20 ms of CPU, a dozen games' worth)."""
        with self._connect() as con:
            return [{s for (s,) in con.execute("SELECT seed FROM games WHERE game=? AND options=? AND bots=?",
                                               [game, options, json.dumps(list(bots))]).fetchall()}
                    for options, bots in lineups]

    def add(self, rows: list[dict], source: str = "lab") -> int:
        """Add rows (as :func:`~deltawidgets.lab.play.play_game` makes them) not yet archived;
        returns how many were new."""
        if not rows:
            return 0
        frame = _frame(rows, source)
        with self._connect() as con:
            before = con.execute("SELECT count(*) FROM games").fetchall()[0][0]
            con.register("incoming", frame)
            con.execute(f"INSERT OR IGNORE INTO games SELECT {', '.join(_q(c) for c in COLUMNS)} FROM incoming").fetchall()
            return con.execute("SELECT count(*) FROM games").fetchall()[0][0] - before

    def rows(self, game: str, options: str, bots: list[str], seeds: list[int]) -> list[dict]:
        """The archived rows of these seeds, in the order of ``seeds``."""
        return self.rows_of(game, [(options, bots, seeds)])[0]

    def rows_of(self, game: str, requests: list[tuple[str, list[str], list[int]]]) -> list[list[dict]]:
        """:meth:`rows` for each ``(options, bots, seeds)``, over one connection."""
        out = []
        with self._connect() as con:
            for options, bots, seeds in requests:
                frame = con.execute(
                    f"SELECT {', '.join(_q(c) for c in COLUMNS)} FROM games WHERE game=? AND options=? AND bots=? "
                    "AND seed IN (SELECT unnest(?))", [game, options, json.dumps(list(bots)), list(seeds)]).df()
                found = {int(r["seed"]): _row(r) for r in frame.to_dict("records")}
                out.append([found[s] for s in seeds if s in found])
        return out


def query(sql: str, path: str | Path = DEFAULT_PATH) -> pd.DataFrame:
    """Run SQL on the archive (its table is ``games``) and return the result as a DataFrame."""
    with Archive(path)._connect() as con:
        return con.execute(sql).df()


def _q(column: str) -> str:
    return f'"{column}"'


def _frame(rows: list[dict], source: str) -> pd.DataFrame:
    """Rows in the table's columns, built a column at a time (a sweep adds thousands at once);
    the lists of names and the event counts as JSON (the counts with sorted keys)."""
    columns = {c: [r.get(c) for r in rows] for c in COLUMNS}
    columns["bots"] = [json.dumps(list(b)) for b in columns["bots"]]
    columns["events"] = [json.dumps(e, sort_keys=True) for e in columns["events"]]
    columns["source"] = [source] * len(rows)
    return pd.DataFrame(columns, columns=COLUMNS)


def _row(record: dict) -> dict:
    row = {c: record[c] for c in COLUMNS if c != "source"}
    game = GAMES.get(row["game"])
    if game is not None:  # a game archived before one of its endings was renamed counts with today's
        row["end"] = game.former_end_codes.get(row["end"], row["end"])
    row.update(bots=json.loads(row["bots"]), events=json.loads(row["events"]), seed=int(row["seed"]),
               players=int(row["players"]), decisions=int(row["decisions"]),
               scores=[int(x) for x in row["scores"]], winners=[int(x) for x in row["winners"]])
    return row
