// The document a view keeps (js/doc.js): deltas patch it without touching the last document,
// sharing what they do not change; a delta that does not follow on is refused.
import assert from "node:assert/strict";
import { test } from "node:test";
import { choicesByTarget, decode, openStore, patched, takeDelta } from "../doc.js";

const BASE = { view: { cells: [{ id: "c0", tile: "down" }, { id: "c1", tile: "up" }], turn: 1 }, status: { over: false } };

test("a patch makes a new document and leaves the old one as it was", () => {
  const before = JSON.stringify(BASE);
  const next = patched(BASE, [{ op: "replace", path: "/view/cells/0/tile", value: "up" }]);
  assert.equal(next.view.cells[0].tile, "up");
  assert.equal(JSON.stringify(BASE), before);
});

test("the parts a patch does not touch are the very objects of the last document", () => {
  const next = patched(BASE, [{ op: "replace", path: "/view/cells/0/tile", value: "up" }]);
  assert.notEqual(next.view.cells[0], BASE.view.cells[0]);
  assert.equal(next.view.cells[1], BASE.view.cells[1]);
  assert.equal(next.status, BASE.status);
});

test("a store takes the delta that follows on, ignores a repeat, refuses a gap", () => {
  const store = openStore(BASE, { version: 1, ops: [] });
  assert.equal(store.version, 1);
  assert.equal(takeDelta(store, BASE, { from: 1, to: 2, ops: [{ op: "replace", path: "/view/turn", value: 2 }] }), true);
  assert.equal(store.doc.view.turn, 2);
  assert.equal(takeDelta(store, BASE, { from: 1, to: 2, ops: [{ op: "replace", path: "/view/turn", value: 9 }] }), true);
  assert.equal(store.doc.view.turn, 2, "a delta already taken is ignored");
  assert.equal(takeDelta(store, BASE, { from: 5, to: 6, ops: [] }), false, "a gap asks for a new snapshot");
  assert.equal(takeDelta(store, BASE, { from: null, to: 7, ops: [{ op: "replace", path: "/view/turn", value: 7 }] }), true);
  assert.equal(store.doc.view.turn, 7, "from: null starts again from the snapshot");
});

test("JSON bytes decode once to the same value", () => {
  const bytes = new TextEncoder().encode(JSON.stringify({ a: 1 }));
  const view = new DataView(bytes.buffer);
  assert.deepEqual(decode(view), { a: 1 });
  assert.equal(decode(view), decode(view));
});

test("choices are grouped by the board element that plays them", () => {
  const legal = [{ index: 0, targets: ["c1"] }, { index: 1, targets: ["c1", "c2"] }, { index: 2 }];
  const by = choicesByTarget(legal);
  assert.deepEqual(by.get("c1").map((c) => c.index), [0, 1]);
  assert.deepEqual(by.get("c2").map((c) => c.index), [1]);
  assert.equal(by.size, 2);
});
