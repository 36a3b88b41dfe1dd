"""Replay what a widget sent, step by step, through js/doc.js in Node, as the page does.

Each step records the wire bytes the comm carried (snapshot, delta) and, for a view that opens
at that step, the catch-up; Node checks that the model's store (fed every delta in order) and a
freshly opened store both hold exactly Python's document, that a repeated delta is ignored and
that one that does not follow on is refused (the page then asks for a resync).
"""

from __future__ import annotations

import json
import shutil
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


def record(w) -> dict:
    """What the page has been sent for ``w``'s current document: each value as the comm
    carries it, bytes (``{"b": [ints]}``) or JSON in the message (``{"v": value}``)."""
    state = w.get_state(["snapshot", "delta", "catchup"])  # what the comm sends
    carried = {k: {"b": list(v)} if isinstance(v, bytes) else {"v": v} for k, v in state.items()}
    return {**carried, "expected": w.doc}


SCRIPT = """\
import { openStore, takeDelta } from %(doc)s;
import { readFileSync } from 'node:fs';
import { isDeepStrictEqual } from 'node:util';
const steps = JSON.parse(readFileSync(%(data)s, 'utf8'));
// as in the page: equal bytes arrive as one buffer while they stay synced
const seen = new Map();
const bytes = (carried) => {
  if (!carried.b) return carried.v;
  const key = carried.b.join(',');
  if (!seen.has(key)) seen.set(key, new DataView(Uint8Array.from(carried.b).buffer));
  return seen.get(key);
};
const parsed = (carried) => (carried.b ? JSON.parse(Buffer.from(carried.b).toString()) : carried.v);
let bad = 0;
const fail = (i, why) => { bad++; console.log('step', i, why); };
const store = openStore(null, null);
steps.forEach((s, i) => {
  const [snap, delta] = [bytes(s.snapshot), bytes(s.delta)];
  if (!takeDelta(store, snap, delta)) fail(i, 'delta refused');
  if (!isDeepStrictEqual(store.doc, s.expected)) fail(i, 'store differs');
  const before = store.doc;
  if (!takeDelta(store, snap, delta) || store.doc !== before) fail(i, 'a repeated delta changed the store');
  const late = openStore(snap, bytes(s.catchup));
  if (!isDeepStrictEqual(late.doc, s.expected)) fail(i, 'a view opened late differs');
});
if (steps.length > 2) {
  const old = openStore(bytes(steps[0].snapshot), bytes(steps[0].catchup));
  const jump = steps.findIndex((s, i) => i > 1 && parsed(s.delta).from !== null);
  if (jump > 0 && takeDelta(old, bytes(steps[jump].snapshot), bytes(steps[jump].delta))) fail(jump, 'a delta that does not follow on was taken');
}
console.log(`${steps.length - bad} ok, ${bad} bad`);
process.exit(bad ? 1 : 0);
"""


def replay_in_node(steps: list[dict], tmp_path: Path) -> str:
    """Run the replay; fails the test with Node's report if any step differs."""
    if not (ROOT / "node_modules" / "fast-json-patch").exists():
        pytest.fail(f"node_modules is missing: run `npm ci` in {ROOT} first.")
    node = shutil.which("node")
    assert node, "node is needed for the front-end tests"
    data = tmp_path / "steps.json"
    data.write_text(json.dumps(steps))
    script = tmp_path / "replay.mjs"
    script.write_text(SCRIPT % {"doc": json.dumps((ROOT / "js" / "doc.js").as_uri()), "data": json.dumps(str(data))})
    done = subprocess.run([node, str(script)], cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stdout + done.stderr
    return done.stdout
