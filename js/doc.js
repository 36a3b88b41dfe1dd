// The document the widget shows is rebuilt from two synced values: the public snapshot and one
// JSON patch against it for the viewer shown (see deltawidgets/widgets/sync.py for why). Nothing
// else is needed between renders, so a view that renders late or twice shows the same thing.
import { applyOperation } from "fast-json-patch/index.mjs";
import { unzlibSync } from "fflate";

const UTF8 = new TextDecoder();
const DECODED = new WeakMap();

const ZLIB = 0x78; // first byte of a zlib stream; a JSON text never starts with it

/**
 * A synced JSON value. Python sends the snapshot and the patch as UTF-8 JSON bytes, zlib-
 * compressed when long (deltawidgets/widgets/sync.py encode); they arrive as a DataView. Each
 * is parsed once, and the result kept for as long as the bytes are. Plain values (as in tests)
 * pass through.
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
 * The document for a snapshot and a patch (neither is modified). It shares the parts no
 * operation touches with the snapshot: a drawing reads it and never writes to it, and may skip
 * a part that is the very object it drew last time.
 */
export function buildDoc(rawSnapshot, rawPatch) {
  const snapshot = decode(rawSnapshot);
  const patch = decode(rawPatch);
  if (!snapshot || !snapshot.view) return null;
  return !patch || patch.length === 0 ? snapshot : patched(snapshot, patch);
}

/**
 * `snapshot` with `patch` applied, without modifying either: only the objects and arrays on the
 * path to a change are copied (a step changes a few values of a large snapshot, so copying it
 * all, as a deep clone would, is most of the work); the rest is shared with the snapshot.
 */
export function patched(snapshot, patch) {
  const holder = { doc: snapshot };
  const copied = new Set();
  // an operation's value goes into the document as it is, shared with the (cached) patch: a
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
