"""Where every benchmark keeps what it measured: ``benchmarks/results/<name>.json``.

A result is worth only as much as what it says about its own run, so each file holds, beside the
figures: the date, the git commit measured (and whether the measured code had uncommitted
changes), the machine's load average before and after, the number of CPUs, the Python version,
the exact command line, the inputs (the parsed options) and the source paths the figures depend
on (``measures``). ``scripts/gen_docs.py`` writes ``docs/benchmarks.md`` and every generated
block of the docs from these files alone, and ``tests/project/test_docs_figures.py`` calls a result stale
when one of its ``measures`` paths changed in a commit after the one it records.

    run = Run("timeline", measures=["deltawidgets/core/match.py"])   # first thing in main()
    ...                                                               # measure
    run.save(inputs=vars(args), figures={...})                        # last thing
"""

from __future__ import annotations

import datetime as _dt
import json
import os
import platform
import shlex
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
RESULTS = ROOT / "benchmarks" / "results"

#: files that ``scripts/gen_docs.py`` writes from the stored results inside the package: no code
#: a benchmark measures, so neither their being changed nor their commit makes a result stale
GENERATED = ["deltawidgets/lab/standing.json"]

#: the protocol every game's rules run through (legal actions, apply, options); the other files of
#: deltawidgets/core (scenarios, records, encodings) are named by the benchmarks that use them
ENGINE = [
    "deltawidgets/core/game.py",
    "deltawidgets/core/package_game.py",
    "deltawidgets/core/params.py",
    "deltawidgets/core/limits.py",
    "deltawidgets/core/registry.py",
]


def _git(*args: str) -> str:
    return subprocess.run(["git", *args], cwd=ROOT, capture_output=True, text=True, check=True).stdout.strip()


def command_line(argv: list[str] | None = None) -> str:
    """The command as a reader would type it again from the repository's root."""
    argv = list(sys.argv if argv is None else argv)
    script = Path(argv[0]).resolve()
    try:
        argv[0] = str(script.relative_to(ROOT))
    except ValueError:
        pass
    return "python " + shlex.join(argv)


class Run:
    """One benchmark run: started when made (the load before), saved with its figures."""

    def __init__(self, name: str, measures: list[str], argv: list[str] | None = None):
        script = Path(sys.argv[0]).resolve()
        own = [str(script.relative_to(ROOT))] if script.is_relative_to(ROOT) and script.suffix == ".py" else []
        # the script itself is measured code too: a change to how it measures changes its figures
        self.measures = sorted(set(measures) | set(own))
        missing = [p for p in self.measures if not (ROOT / p).exists()]
        if missing:
            raise ValueError(f"benchmark {name!r} says it measures paths that do not exist: {', '.join(missing)}")
        self.name = name
        self.command = command_line(argv)
        self.started = _dt.datetime.now(_dt.timezone.utc)
        self.load_before = [round(x, 2) for x in os.getloadavg()]
        # read now, not at the end: a commit made while the benchmark runs is not what it measured
        self.commit = _git("rev-parse", "HEAD")
        # figures of uncommitted code describe no commit: the docs test refuses them
        self.uncommitted = bool(_git("status", "--porcelain", "--", *self.measures, *(f":(exclude){p}" for p in GENERATED)))

    def save(self, inputs: dict, figures) -> Path:
        """Write the result file (and say where on stderr); returns its path."""
        finished = _dt.datetime.now(_dt.timezone.utc)
        record = {
            "name": self.name,
            "command": self.command,
            "date": finished.isoformat(timespec="seconds"),
            "seconds": round((finished - self.started).total_seconds(), 1),
            "commit": self.commit,
            "uncommitted_changes": self.uncommitted,
            "measures": self.measures,
            "load_before": self.load_before,
            "load_after": [round(x, 2) for x in os.getloadavg()],
            "cpus": os.cpu_count(),
            "python": platform.python_version(),
            "machine": platform.machine(),
            "inputs": inputs,
            "figures": figures,
        }
        RESULTS.mkdir(parents=True, exist_ok=True)
        path = RESULTS / f"{self.name}.json"
        path.write_text(json.dumps(record, indent=1, ensure_ascii=False) + "\n")
        print(f"results written to {path.relative_to(ROOT)}", file=sys.stderr)
        return path


def load(name: str) -> dict:
    return json.loads((RESULTS / f"{name}.json").read_text())


def stored() -> dict[str, dict]:
    """Every stored result, by name."""
    return {p.stem: json.loads(p.read_text()) for p in sorted(RESULTS.glob("*.json"))}
