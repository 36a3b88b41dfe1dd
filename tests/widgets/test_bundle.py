"""The committed front-end bundle (deltawidgets/static/) is exactly what js/ builds to.

``pip install`` must not need Node, so the bundle is committed; these tests keep it honest.
They need ``npm ci`` to have been run (CI does it first) and FAIL, not skip, without it.
"""

from __future__ import annotations

import json
import random
import shlex
import shutil
import subprocess
from pathlib import Path

import pytest

from deltawidgets.widgets import DeltaVWidget
from js_replay import record, replay_in_node

ROOT = Path(__file__).resolve().parents[2]
ESBUILD = ROOT / "node_modules" / ".bin" / "esbuild"
OUTPUTS = {
    "build:js": "deltawidgets/static/widget.js",
    "build:loader": "deltawidgets/static/loader.js",
    "build:net": "deltawidgets/static/net.js",
    "build:css": "deltawidgets/static/widget.css",
}


def _need_node_modules():
    if not ESBUILD.exists():
        pytest.fail(f"{ESBUILD} is missing: run `npm ci` in {ROOT} before the tests (the bundle cannot be checked).")


def _build_command(script: str, outfile: Path) -> list[str]:
    """The package.json build script, with its output sent to ``outfile`` instead."""
    command = json.loads((ROOT / "package.json").read_text())["scripts"][script]
    words = shlex.split(command)
    assert words[0] == "esbuild", f"{script} should call esbuild directly; it is: {command}"
    out = [w for w in words if w.startswith("--outfile=")]
    assert out == [f"--outfile={OUTPUTS[script]}"], f"{script} must write {OUTPUTS[script]}"
    return [str(ESBUILD)] + [f"--outfile={outfile}" if w.startswith("--outfile=") else w for w in words[1:]]


@pytest.mark.parametrize("script", sorted(OUTPUTS))
def test_committed_bundle_matches_a_fresh_build(script, tmp_path):
    """A fresh esbuild of js/ is byte-identical to the committed file (run `npm run build` if not)."""
    _need_node_modules()
    outfile = tmp_path / Path(OUTPUTS[script]).name
    done = subprocess.run(_build_command(script, outfile), cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, f"esbuild failed:\n{done.stderr}"
    committed = (ROOT / OUTPUTS[script]).read_bytes()
    assert outfile.read_bytes() == committed, f"{OUTPUTS[script]} is stale: run `npm run build` and commit it."


def test_bundle_is_an_es_module_with_a_render_entry():
    text = (ROOT / OUTPUTS["build:js"]).read_text()
    assert "export {" in text and "render" in text
    # Binder and offline notebooks: nothing may be fetched or imported from a URL at run time
    for needle in ("fetch(", 'from "http', "import(\"http", "import('http"):
        assert needle not in text, f"the bundle must not load anything from the network ({needle})"


def test_javascript_keeps_the_document_python_sends(tmp_path):
    """js/doc.js, fed every delta a random 4-player game sends (watched by every viewer in
    turn, with undo and goto), holds exactly Python's document at every step; so does a view
    opened at any step from the snapshot and the catch-up."""
    w = DeltaVWidget(seed=11, params={"players": 4}, viewer=0)
    cases = [record(w)]
    rng = random.Random(4)
    for step in range(120):
        if w.status["over"]:
            break
        if step % 30 == 29:
            w.viewer = ["all", 1, "auto", "public"][step // 30 % 4]
            cases.append(record(w))  # each change of the viewer is a delta of its own
        if step % 25 == 24:
            w.goto(w.cursor - 3)
        else:
            w.act(rng.randrange(len(w.match.legal())))
        cases.append(record(w))
    assert any("b" in c["snapshot"] and c["snapshot"]["b"][0] == 0x78 for c in cases), "long snapshots should travel compressed"
    out = replay_in_node(cases, tmp_path)
    assert out.startswith(f"{len(cases)} ok"), out


def test_javascript_build_never_writes_into_the_patch(tmp_path):
    """js/doc.js puts a delta's values into the document as they are (no copy): an operation
    that writes inside a value an earlier one added must copy that value first, or the cached
    delta, and the document built before, would change (RFC 6902 allows such patches)."""
    _need_node_modules()
    node = shutil.which("node")
    assert node, "node is needed for the front-end tests"
    script = tmp_path / "check.mjs"
    script.write_text(
        f"import {{ patched }} from {json.dumps((ROOT / 'js' / 'doc.js').as_uri())};\n"
        "import { isDeepStrictEqual } from 'node:util';\n"
        "const snapshot = { view: { cells: [{ id: 'c0' }] }, log: {} };\n"
        "const patch = [\n"
        "  { op: 'add', path: '/view/x', value: { a: 1, deep: [1] } },\n"
        "  { op: 'replace', path: '/view/x/a', value: 2 },\n"
        "  { op: 'add', path: '/view/x/deep/1', value: 5 },\n"
        "  { op: 'add', path: '/view/cells/0/face', value: 'up' },\n"
        "];\n"
        "const before = JSON.stringify([snapshot, patch]);\n"
        "const want = { view: { cells: [{ id: 'c0', face: 'up' }], x: { a: 2, deep: [1, 5] } }, log: {} };\n"
        "const ok = [patched(snapshot, patch), patched(snapshot, patch)].every((d) => isDeepStrictEqual(d, want));\n"
        "const kept = JSON.stringify([snapshot, patch]) === before;\n"
        "console.log(JSON.stringify({ ok, kept }));\n"
        "process.exit(ok && kept ? 0 : 1);\n"
    )
    done = subprocess.run([node, str(script)], cwd=ROOT, capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stdout + done.stderr
