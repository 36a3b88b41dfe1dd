"""Tuning runs kept beside the games, in the same DuckDB file (:mod:`deltawidgets.lab.archive`):
what each run searched (``tune_runs``) and each trial that finished (``tune_trials``), so a run
that stopped resumes with its finished trials instead of playing them again.

>>> import tempfile, os
>>> store = TrialStore(os.path.join(tempfile.mkdtemp(), "lab.duckdb"))
>>> store.start("r", "the search")
>>> store.add("r", {"number": 0, "params": {"alien_limit": 4}, "value": 0.1, "lo": 0.0, "hi": 0.2,
...                 "state": "complete", "games": 8})
>>> [(t["number"], t["params"], t["state"]) for t in store.trials("r")]
[(0, {'alien_limit': 4}, 'complete')]
"""

from __future__ import annotations

import json

from deltawidgets.core.errors import BadInput
from deltawidgets.lab.archive import connect

SCHEMA = """
CREATE TABLE IF NOT EXISTS tune_runs (
    run VARCHAR PRIMARY KEY,
    search VARCHAR NOT NULL       -- game, space, objective, bots, seeds and options as JSON
);
CREATE TABLE IF NOT EXISTS tune_trials (
    run VARCHAR NOT NULL,
    number INTEGER NOT NULL,
    params VARCHAR NOT NULL,      -- the searched options' values, as Optuna keeps them (JSON)
    value DOUBLE,
    lo DOUBLE,
    hi DOUBLE,
    state VARCHAR NOT NULL,       -- "complete" or "pruned"
    games INTEGER,
    PRIMARY KEY (run, number)
)"""
FIELDS = ["number", "params", "value", "lo", "hi", "state", "games"]


class TrialStore:
    def __init__(self, path):
        self.path = str(path)

    def _connect(self):
        con = connect(self.path)
        con.execute(SCHEMA).fetchall()
        return con

    def start(self, run: str, search: str) -> None:
        """Record a run's search, or check that a run of this name searched the same."""
        with self._connect() as con:
            known = con.execute("SELECT search FROM tune_runs WHERE run=?", [run]).fetchall()
            if not known:
                con.execute("INSERT INTO tune_runs VALUES (?, ?)", [run, search]).fetchall()
            elif known[0][0] != search:
                raise BadInput(
                    f"The tuning run '{run}' in this archive searched something else "
                    "(another game, space, objective, bots, seeds or options); give this search a new run name."
                )

    def add(self, run: str, trial: dict) -> None:
        row = [run] + [json.dumps(trial["params"], sort_keys=True) if f == "params" else trial[f] for f in FIELDS]
        with self._connect() as con:
            con.execute(f"INSERT OR REPLACE INTO tune_trials VALUES ({', '.join('?' * len(row))})", row).fetchall()

    def trials(self, run: str) -> list[dict]:
        """The run's finished trials, by number."""
        with self._connect() as con:
            rows = con.execute(f"SELECT {', '.join(FIELDS)} FROM tune_trials WHERE run=? ORDER BY number", [run]).fetchall()
        return [{**dict(zip(FIELDS, r)), "params": json.loads(r[1])} for r in rows]
