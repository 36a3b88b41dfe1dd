"""The lab's archive: every game played, bots' and people's, in one embedded DuckDB table.

A bot game is keyed by (game, options, bots, seed): a sweep run again plays only the games the
archive lacks. A game kept from a widget (:meth:`Archive.keep`) has an id besides, and its whole
record in the ``records`` table: the archive holds its secrets (it is the designer's). A kept
game may be unfinished: ``stopped_at`` is then the step it was kept at (NULL for a finished
game), and keeping the same playtest later, further on, replaces that snapshot.
Designers query it with SQL (:func:`query`) or read it as a DataFrame. The games of a rule
variant (issue 37) are kept under its name, and its source in the ``variants`` table: one name,
one source, in an archive (:meth:`Archive.admit`).

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

import hashlib
import json
import re
from pathlib import Path

import duckdb
import pandas as pd

from deltawidgets.core.errors import BadInput
from deltawidgets.core.limits import quote
from deltawidgets.core.registry import GAMES
from deltawidgets.core.variant import is_variant

#: the archive's file when none is named
DEFAULT_PATH = "lab.duckdb"

GAMES_TABLE = """
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
    source VARCHAR,               -- "lab" (bots), "human" (a kept game with a person in it), "widget" (bots in a widget)
    names VARCHAR,                -- a kept game's players, one per seat as JSON (a typed name, "human" or the bot)
    id VARCHAR NOT NULL DEFAULT '', -- a kept game's key (see keep_game); '' for a lab game, which its seed replays
    stopped_at INTEGER,           -- a kept game kept before its end: the step it was kept at; NULL for a finished game
    turns INTEGER,                -- runs of decisions by one seat (lab/trajectory.py); NULL in games archived before them
    choices BIGINT,               -- legal choices summed over the decisions (the branching factor's numerator)
    "first" INTEGER,              -- the seat that took the first turn
    standings VARCHAR,            -- the seats' scores once a round and at the end, as JSON (lab/trajectory.py)
    PRIMARY KEY (game, options, bots, seed, id)
)"""
SCHEMA = (
    GAMES_TABLE
    + """;
CREATE TABLE IF NOT EXISTS records (
    id VARCHAR PRIMARY KEY,       -- the games row's id
    game VARCHAR NOT NULL,
    record VARCHAR NOT NULL       -- the match's whole record (core/record.py) as JSON: hidden cards and all
);
CREATE TABLE IF NOT EXISTS variants (
    name VARCHAR PRIMARY KEY,     -- a rule variant's name (issue 37), the games table's game
    fingerprint VARCHAR NOT NULL, -- the digest of its source and its parent's rules (core/variant.py)
    variant_of VARCHAR NOT NULL,  -- its parent's name
    source VARCHAR NOT NULL       -- everything the designer supplied, as text
)"""
)
#: what a game's course adds to its row (issue 34's metrics): an archive without them gains them, empty
COURSE = {"turns": "INTEGER", "choices": "BIGINT", "first": "INTEGER", "standings": "VARCHAR"}
#: a lab game whose course is archived (see :meth:`Archive.seeds_of`)
HAS_COURSE = "turns IS NOT NULL"
COLUMNS = [
    "game",
    "options",
    "bots",
    "seed",
    "players",
    "scores",
    "winners",
    "decisions",
    "end",
    "end_text",
    "events",
    "source",
    "names",
    "id",
    "stopped_at",
    *COURSE,
]
#: the columns of the first archives (before kept games): they open, and are moved on, as they are
FIRST_COLUMNS = COLUMNS[:12]
#: the columns only kept games fill
KEPT = ("source", "names", "id", "stopped_at")


class Archive:
    """One DuckDB file of games. Each call opens and closes the file, so that several
    notebooks (and the lab's workers' parent) can take turns with it."""

    def __init__(self, path: str | Path = DEFAULT_PATH):
        self.path = str(path)

    def _connect(self):
        con = connect(self.path)
        _upgrade(con)
        con.execute(SCHEMA).fetchall()  # a result left open blocks the next call
        return con

    def admit(self, game_name: str) -> None:
        """Keep the source of the rule variant called ``game_name`` beside its games, the first
        time; refuse, in one sentence, a variant of that name whose source differs from the one
        whose games the archive keeps (its games would be read back as this one's). A built-in
        game has nothing to keep."""
        game = GAMES.get(game_name)
        if game is None or not is_variant(game):
            return
        mine = game.fingerprint  # type: ignore[attr-defined]  # a variant's (core/variant.py)
        with self._connect() as con:
            found = con.execute("SELECT fingerprint FROM variants WHERE name=?", [game_name]).fetchall()
            if not found:
                con.execute("INSERT INTO variants VALUES (?, ?, ?, ?)", [game_name, mine, game.variant_of, game.source]).fetchall()  # type: ignore[attr-defined]
                return
        if found[0][0] != mine:
            raise BadInput(
                f"The archive {self.path} keeps games of a variant called '{game_name}' made from other source (fingerprint {found[0][0]}; "
                f"this one's is {mine}), which would be read back as this one's: give this variant a new name, or archive it in another file "
                f"(the kept source is in the archive's variants table)."
            )

    def variant(self, game_name: str) -> dict | None:
        """What the archive keeps of the variant called ``game_name`` (its fingerprint, parent and
        source), or None when it keeps no variant of that name."""
        with self._connect() as con:
            found = con.execute("SELECT fingerprint, variant_of, source FROM variants WHERE name=?", [game_name]).fetchall()
        return dict(zip(("fingerprint", "variant_of", "source"), found[0])) if found else None

    def seeds(self, game: str, options: str, bots: list[str]) -> set[int]:
        """Seeds already archived for this game, options (canonical JSON) and bots."""
        return self.seeds_of(game, [(options, bots)])[0]

    def seeds_of(self, game: str, lineups: list[tuple[str, list[str]]]) -> list[set[int]]:
        """:meth:`seeds` for each ``(options, bots)`` of a sweep's grid, over one connection
        (opening the file costs DuckDB about 20 ms of CPU, a dozen games' worth). A game archived
        before the lab kept a game's course counts as missing: played again from its key, it is
        the same game with its course (and :meth:`add` puts it in the old row's place)."""
        with self._connect() as con:
            return [
                {
                    s
                    for (s,) in con.execute(
                        f"SELECT seed FROM games WHERE game=? AND options=? AND bots=? AND id='' AND {HAS_COURSE}", [game, options, json.dumps(list(bots))]
                    ).fetchall()
                }
                for options, bots in lineups
            ]

    def add(self, rows: list[dict], source: str = "lab") -> int:
        """Add rows (as :func:`~deltawidgets.lab.play.play_game` makes them); returns how many
        were new. A row of a game already archived takes its place: the same game played again
        from its key, with its course where the old row had none."""
        if not rows:
            return 0
        frame = _frame(rows, source)
        with self._connect() as con:
            before = con.execute("SELECT count(*) FROM games").fetchall()[0][0]
            con.register("incoming", frame)
            con.execute(f"INSERT OR REPLACE INTO games ({_columns()}) SELECT {_columns()} FROM incoming").fetchall()
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
                    f"SELECT {_columns()} FROM games WHERE game=? AND options=? AND bots=? AND id='' AND {HAS_COURSE} AND seed IN (SELECT unnest(?))",
                    [game, options, json.dumps(list(bots)), list(seeds)],
                ).df()
                found = {int(r["seed"]): _row(r) for r in frame.to_dict("records")}
                out.append([found[s] for s in seeds if s in found])
        return out

    def keep(self, row: dict, record: dict, names: list[str], source: str) -> str:
        """Keep a game played in a widget, finished or not: its ``row`` (as
        :func:`~deltawidgets.lab.play.match_row` makes it), who sat where (``names``) and its whole
        ``record``; returns its id. The same game with the same names is kept once: an unfinished
        snapshot of it kept earlier (its moves a beginning of these) gives way to this one, and a
        snapshot of a beginning of a game kept further on is not kept again (the further one's
        id is returned)."""
        self.admit(row["game"])
        key = kept_id(record, names)
        frame = _frame([{**row, "names": json.dumps(list(names)), "id": key}], source)
        with self._connect() as con:
            for other, theirs, stopped in con.execute(
                "SELECT g.id, r.record, g.stopped_at FROM games g JOIN records r ON g.id = r.id WHERE g.game=? AND g.options=? AND g.names=? AND g.id<>?",
                [row["game"], row["options"], json.dumps(list(names)), key],
            ).fetchall():
                theirs = json.loads(theirs)
                if _begins(theirs, record) and stopped is not None:
                    con.execute("DELETE FROM games WHERE id=?", [other]).fetchall()
                    con.execute("DELETE FROM records WHERE id=?", [other]).fetchall()
                elif _begins(record, theirs):
                    return other
            con.register("incoming", frame)
            con.execute(f"INSERT OR IGNORE INTO games ({_columns()}) SELECT {_columns()} FROM incoming").fetchall()
            con.execute("INSERT OR IGNORE INTO records VALUES (?, ?, ?)", [key, row["game"], json.dumps(record, separators=(",", ":"))]).fetchall()
        return key

    def record(self, key: str) -> dict:
        """The whole record of the kept game ``key`` (for :meth:`Match.load`)."""
        with self._connect() as con:
            found = con.execute("SELECT record FROM records WHERE id=?", [key]).fetchall()
        if not found:
            raise BadInput(f"No kept game has the id {quote(key)} in {self.path}: lab.games(...) lists them, with their ids.")
        record = json.loads(found[0][0])
        self._replays(record["game"], key)
        return record

    def _replays(self, game_name: str, key: str) -> None:
        """A kept game of a rule variant replays only under that variant: defined in this
        notebook, from the source the archive keeps (issue 37)."""
        kept = self.variant(game_name)
        if kept is None:
            return
        game = GAMES.get(game_name)
        if game is None:
            raise BadInput(
                f"The kept game {quote(key)} was played under the variant '{game_name}' of {kept['variant_of']}: define it in this notebook "
                f"(the archive keeps its source, Archive({self.path!r}).variant({game_name!r})['source']) before reopening the game."
            )
        if getattr(game, "fingerprint", None) != kept["fingerprint"]:
            raise BadInput(
                f"The kept game {quote(key)} was played under the variant '{game_name}' made from other source (fingerprint {kept['fingerprint']}; "
                f"this notebook's is {getattr(game, 'fingerprint', 'none: a built-in game')}): it would not replay the same game."
            )

    def select(self, game: str | None = None, source: str | None = None, options: str | None = None, key: str | None = None) -> list[dict]:
        """Every game (of ``game``, from ``source``, under ``options`` as canonical JSON, of id
        ``key``; None: any) in the order archived, each with its source, names and id."""
        where = "true"
        args: list[str] = []
        for column, value in (("game", game), ("source", source), ("options", options), ("id", key)):
            if value is not None:
                where, args = where + f" AND {column}=?", args + [value]
        with self._connect() as con:
            frame = con.execute(f"SELECT {_columns()} FROM games WHERE {where} ORDER BY rowid", args).df()
        return [
            {
                **_row(r),
                "source": r["source"],
                "names": json.loads(r["names"]) if isinstance(r["names"], str) else None,
                "id": r["id"],
                "stopped_at": None if pd.isna(r["stopped_at"]) else int(r["stopped_at"]),
            }
            for r in frame.to_dict("records")
        ]


def connect(path: str):
    """A DuckDB connection to the archive at ``path``; a file another process holds open (DuckDB
    lets one process write a file at a time) is said in one sentence, not DuckDB's lock error.

    The archive is opened and closed by each call, so two notebooks can take turns with it; but a
    process that keeps its own connection open (``duckdb.connect`` in a notebook, a DuckDB shell)
    holds the file until it closes it."""
    try:
        return duckdb.connect(path)
    except duckdb.IOException as err:
        if "lock" not in str(err).lower():
            raise
        held = re.search(r"\(PID (\d+)\)", str(err))
        who = f" (process {held.group(1)})" if held else ""
        raise BadInput(
            f"The archive {path} is open in another process{who}, which holds it until it closes it: "
            "close the connection there (or let that run finish), or give this one another archive= file."
        ) from None


def query(sql: str, path: str | Path = DEFAULT_PATH) -> pd.DataFrame:
    """Run SQL on the archive (its tables are ``games`` and ``records``, the kept games' records
    by id) and return the result as a DataFrame."""
    with Archive(path)._connect() as con:
        return con.execute(sql).df()


def kept_id(record: dict, names: list[str]) -> str:
    """A kept game's key: a digest of its record and names (16 hex digits; a collision would
    need billions of kept games)."""
    text = json.dumps({"record": record, "names": list(names)}, sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(text.encode()).hexdigest()[:16]


def _begins(first: dict, second: dict) -> bool:
    """Whether the game of record ``first`` is a beginning of ``second``'s: the same game, rule
    options and start, and its moves the first moves of the other's."""
    a, b = dict(first), dict(second)
    moves, more = a.pop("actions", []), b.pop("actions", [])
    return a == b and len(moves) <= len(more) and more[: len(moves)] == moves


def _q(column: str) -> str:
    return f'"{column}"'


def _columns(columns=COLUMNS) -> str:
    return ", ".join(_q(c) for c in columns)


def _upgrade(con) -> None:
    """Move an older archive on to today's schema: one of the first schema (keyed without
    ``id``) in one transaction, its rows kept as lab games (DuckDB cannot widen a primary key in
    place); one without the course columns gains them, empty for the games already there."""
    have = {c for (c,) in con.execute("SELECT column_name FROM information_schema.columns WHERE table_name='games' AND table_schema='main'").fetchall()}
    if not have:
        return
    if "id" in have:
        if "stopped_at" not in have:  # kept games before unfinished ones could be: all finished
            con.execute("ALTER TABLE games ADD COLUMN stopped_at INTEGER").fetchall()
        for column, kind in COURSE.items():
            if column not in have:
                con.execute(f"ALTER TABLE games ADD COLUMN {_q(column)} {kind}").fetchall()
        return
    con.execute("BEGIN TRANSACTION")
    try:
        con.execute("ALTER TABLE games RENAME TO games_first")
        con.execute(GAMES_TABLE)
        con.execute(f"INSERT INTO games ({_columns(FIRST_COLUMNS)}) SELECT {_columns(FIRST_COLUMNS)} FROM games_first")
        con.execute("DROP TABLE games_first")
        con.execute("COMMIT")
    except Exception:
        con.execute("ROLLBACK")
        raise


def _frame(rows: list[dict], source: str) -> pd.DataFrame:
    """Rows in the table's columns, built a column at a time (a sweep adds thousands at once);
    the lists of names and the event counts as JSON (the counts with sorted keys)."""
    columns: dict[str, list] = {c: [r.get(c) for r in rows] for c in COLUMNS}
    columns["bots"] = [json.dumps(list(b)) for b in columns["bots"]]
    columns["events"] = [json.dumps(e, sort_keys=True) for e in columns["events"]]
    columns["source"] = [source] * len(rows)
    columns["id"] = [i or "" for i in columns["id"]]
    return pd.DataFrame(columns, columns=COLUMNS)


def _row(record: dict) -> dict:
    row = {c: record[c] for c in COLUMNS if c not in KEPT}
    game = GAMES.get(row["game"])
    if game is not None:  # a game archived before one of its endings was renamed counts with today's
        row["end"] = game.former_end_codes.get(row["end"], row["end"])
    for column in ("turns", "choices", "first"):  # empty in a game archived before its course was kept
        row[column] = None if pd.isna(row[column]) else int(row[column])
    row["standings"] = row["standings"] if isinstance(row["standings"], str) else None
    row.update(
        bots=json.loads(row["bots"]),
        events=json.loads(row["events"]),
        seed=int(row["seed"]),
        players=int(row["players"]),
        decisions=int(row["decisions"]),
        scores=[int(x) for x in row["scores"]],
        winners=[int(x) for x in row["winners"]],
    )
    return row
