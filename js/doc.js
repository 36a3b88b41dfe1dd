// The document the widget shows is rebuilt from two synced values: a snapshot and one JSON
// patch against it (see deltawidgets/widgets/sync.py for why). Nothing else is needed between
// renders, so a view that renders late or twice shows the same thing.
import { applyPatch, deepClone } from "fast-json-patch/index.mjs";
import { unzlibSync } from "fflate";

const TABLE = "$table";
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

/** The document for a snapshot and a patch (neither is modified). */
export function buildDoc(rawSnapshot, rawPatch) {
  const snapshot = decode(rawSnapshot);
  const patch = decode(rawPatch);
  if (!snapshot || !snapshot.view) return null;
  return unpack(!patch || patch.length === 0 ? snapshot : patched(snapshot, patch));
}

/**
 * `snapshot` with `patch` applied, without modifying either: only the objects and arrays on the
 * path to a change are copied (a step changes a few values of a large snapshot, so copying it
 * all, as a deep clone would, is most of the work); the rest is shared with the snapshot.
 */
export function patched(snapshot, patch) {
  const holder = { doc: snapshot };
  const copied = new Set();
  // values are copied too: a later operation may write inside a value an earlier one added
  const ops = patch.map((op) => ("value" in op ? { ...op, value: deepClone(op.value) } : op));
  for (const op of ops) {
    copyPath(holder, op.path, copied);
    if (typeof op.from === "string") copyPath(holder, op.from, copied);
  }
  return applyPatch(holder.doc, ops, false, true).newDocument;
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

/**
 * Undo Python's pack() (deltawidgets/widgets/sync.py): a table
 * {"$table": keys, "opt": keys rows may lack, "rows": [[values]], "nest": {key: subkeys}} becomes
 * a list of objects; a nested column's cell is the list of that small object's values.
 */
export function unpack(obj) {
  if (Array.isArray(obj)) return obj.map(unpack);
  if (obj === null || typeof obj !== "object") return obj;
  if (TABLE in obj) {
    const keys = obj[TABLE];
    const optional = new Set(obj.opt);
    const nest = obj.nest || {};
    return obj.rows.map((row) => {
      const out = {};
      keys.forEach((k, i) => {
        if (!(row[i] === null && optional.has(k))) out[k] = uncell(row[i], nest[k]);
      });
      return out;
    });
  }
  const out = {};
  for (const [k, v] of Object.entries(obj)) out[k] = unpack(v);
  return out;
}

/** A table cell: a nested column's dict arrives as the list of its values (null = absent key). */
function uncell(value, sub) {
  if (!sub || value === null) return unpack(value);
  const out = {};
  sub.forEach((k, i) => {
    if (value[i] !== null) out[k] = unpack(value[i]);
  });
  return out;
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
