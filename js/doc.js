// What the widget shows is a document each view keeps: it starts from the public snapshot plus
// the catch-up operations, then takes each step's delta (the operations from the last document
// to the new one; see deltawidgets/widgets/sync.py for why). A document is never
// modified: a delta makes a new one that shares every part it does not touch, so a drawing can
// skip a part that is the very object it drew last time.
import { applyOperation } from "fast-json-patch/index.mjs";
import { unzlibSync } from "fflate";

const UTF8 = new TextDecoder();
const DECODED = new WeakMap();

const ZLIB = 0x78; // first byte of a zlib stream; a JSON text never starts with it

/**
 * A synced JSON value. Python sends the snapshot, the catch-up and the deltas as UTF-8 JSON
 * bytes, zlib-compressed when long (deltawidgets/widgets/sync.py encode); they arrive as a
 * DataView. Each is parsed once, and the result kept for as long as the bytes are. Plain values
 * (as in tests) pass through.
 */
export function decode(value) {
  if (!(value instanceof ArrayBuffer || ArrayBuffer.isView(value))) return value;
  let out = DECODED.get(value);
  if (out === undefined) {
    const bytes = value instanceof ArrayBuffer ? new Uint8Array(value) : new Uint8Array(value.buffer, value.byteOffset, value.byteLength);
    out = bytes.length ? JSON.parse(UTF8.decode(bytes[0] === ZLIB ? unzlibSync(bytes) : bytes)) : null;
    DECODED.set(value, out);
  }
  return out;
}

/**
 * A view's document store: {version, doc}. `catchup` ({version, ops}) says how the snapshot
 * becomes the document Python showed when it last sent the whole state (version 0: nothing yet).
 */
export function openStore(snapshot, catchup) {
  const c = decode(catchup);
  const base = decode(snapshot);
  if (!c || !c.version || !base) return { version: 0, doc: null };
  return { version: c.version, doc: patched(base, c.ops) };
}

/**
 * Take a delta ({from, to, ops}) into `store`. Returns false if it does not follow on from what
 * the store shows (the caller asks Python for a new snapshot); a delta already taken is ignored.
 * A delta "from": null starts again from the snapshot.
 */
export function takeDelta(store, snapshot, delta) {
  const d = decode(delta);
  if (!d || !d.to || d.to <= store.version) return true;
  let start;
  if (d.from === null) start = decode(snapshot);
  else if (d.from === store.version) start = store.doc;
  else return false;
  if (!start) return false;
  store.doc = patched(start, d.ops);
  store.version = d.to;
  return true;
}

/**
 * `doc` with `patch` applied, without modifying either: only the objects and arrays on the path
 * to a change are copied (a step changes a few values of a large document, so copying it all,
 * as a deep clone would, is most of the work); the rest is shared with `doc`.
 */
export function patched(doc, patch) {
  const holder = { doc };
  const copied = new Set();
  // an operation's value goes into the document as it is, shared with the (cached) delta: a
  // later operation that writes inside it finds it on its path, not yet copied, and copies it
  for (const op of patch) {
    copyPath(holder, op.path, copied);
    if (typeof op.from === "string") copyPath(holder, op.from, copied);
    holder.doc = applyOperation(holder.doc, op, false, true).newDocument;
  }
  return holder.doc;
}

/** Copy (shallowly, once) every container from the root to the parent of `pointer`'s target. */
function copyPath(holder, pointer, copied) {
  const keys = ["doc", ...pointer.split("/").slice(1, -1).map((k) => k.replace(/~1/g, "/").replace(/~0/g, "~"))];
  let node = holder;
  for (const key of keys) {
    const child = node[key];
    if (child === null || typeof child !== "object") return; // a bad path: applyPatch reports it
    if (!copied.has(child)) {
      const copy = Array.isArray(child) ? child.slice() : { ...child };
      copied.add(copy);
      node[key] = copy;
      node = copy;
    } else {
      node = child;
    }
  }
}

/** Choices grouped by the board element that plays them: id -> [choice, ...]. */
export function choicesByTarget(legal) {
  const out = new Map();
  for (const choice of legal || []) {
    for (const id of choice.targets || []) {
      if (!out.has(id)) out.set(id, []);
      out.get(id).push(choice);
    }
  }
  return out;
}
