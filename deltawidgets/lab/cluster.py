"""Before the lab sends games to a Dask cluster: every worker must run this deltawidgets.

A task the lab sends names its function by module (``deltawidgets.lab.runner``), so a worker
without the package cannot even read it, and the run waited for it without a word; a worker with
another version plays other rules. :func:`check_workers` asks each worker, once, which version of
deltawidgets it has installed (the standard library's ``importlib.metadata``, which a worker
without the package can run too), and refuses the run in one sentence when one differs or has
none, naming the workers and what to install.
"""

from __future__ import annotations

import importlib.metadata

from deltawidgets.core.errors import BadInput

#: per client (by its id): the workers found to run this deltawidgets already
_CHECKED: dict[str, set[str]] = {}


def version() -> str:
    """The deltawidgets version installed here (the package's own when it runs from a source tree)."""
    try:
        return importlib.metadata.version("deltawidgets")
    except importlib.metadata.PackageNotFoundError:
        import deltawidgets

        return deltawidgets.__version__


def check_workers(client) -> None:
    """Refuse a run on ``client``'s cluster, in one sentence, when it has no worker, or when a
    worker has another deltawidgets version installed or none; each worker is asked once."""
    workers = set(client.scheduler_info().get("workers", {}))
    if not workers:
        raise BadInput(
            f"The Dask cluster at {client.scheduler.address} has no workers: start some (dask worker {client.scheduler.address}) before the lab sends it games."
        )
    done = _CHECKED.setdefault(client.id, set())
    new = sorted(workers - done)
    if not new:
        return
    found = client.run(importlib.metadata.version, "deltawidgets", workers=new, on_error="return")
    here = version()
    wrong = {address: v for address, v in found.items() if v != here}
    if wrong:
        missing = [a for a, v in wrong.items() if not isinstance(v, str)]
        other = {a: v for a, v in wrong.items() if isinstance(v, str)}
        said = []
        if missing:
            said.append(f"{_workers(missing)} {'has' if len(missing) == 1 else 'have'} no deltawidgets installed")
        if other:
            said.append(", ".join(f"{address} has deltawidgets {v}" for address, v in sorted(other.items())))
        raise BadInput(
            f"The Dask workers must run the deltawidgets this notebook runs ({here}), and {' and '.join(said)}: "
            f"install it there (pip install 'deltawidgets[lab]=={here}', the same version) and start the workers again."
        )
    done.update(new)


def _workers(addresses: list[str]) -> str:
    return f"worker {addresses[0]}" if len(addresses) == 1 else f"workers {', '.join(sorted(addresses))}"
