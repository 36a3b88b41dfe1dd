// The typed cells of the data-set editors (table.js): what kind of cell a value takes, from its
// JSON schema (pydantic's, sent by Python) or, where the schema leaves it open, from the values
// it holds; and reading a cell as typed, with the reason when it is not right. Pure functions,
// no DOM: unit-tested in js/tests/cells.test.js. Python checks everything again on apply.

/** The kind of cell for a value of this schema: "int", "number", "enum", "bool", "list" (of
 * scalars, written with commas) or "text". `sample` (a value held) decides an open schema. */
export function cellKind(schema = {}, sample = undefined) {
  if (Array.isArray(schema.enum)) return "enum";
  switch (schema.type) {
    case "integer": return "int";
    case "number": return "number";
    case "boolean": return "bool";
    case "string": return "text";
    case "array": return "list";
    default: break;
  }
  if (Number.isInteger(sample)) return "int";
  if (typeof sample === "number") return "number";
  if (typeof sample === "boolean") return "bool";
  if (Array.isArray(sample)) return "list";
  return "text";
}

/** A schema for an open column, from the values the rows hold (the first one that says). */
export function inferSchema(values) {
  for (const v of values) {
    if (v === undefined || v === null) continue;
    if (Number.isInteger(v)) return { type: "integer" };
    if (typeof v === "number") return { type: "number" };
    if (typeof v === "boolean") return { type: "boolean" };
    if (Array.isArray(v)) return { type: "array", items: inferSchema(v) };
    return { type: "string" };
  }
  return { type: "string" };
}

/** A cell's value as it is shown in its input. */
export function showCell(kind, value) {
  if (value === undefined || value === null) return "";
  if (kind === "list") return value.join(", ");
  return String(value);
}

function readScalar(kind, raw, schema) {
  const text = String(raw).trim();
  if (kind === "int" || kind === "number") {
    const value = Number(text);
    if (text === "" || !Number.isFinite(value)) return { ok: false, why: "a number is needed" };
    if (kind === "int" && !Number.isInteger(value)) return { ok: false, why: "a whole number is needed" };
    if (schema.minimum !== undefined && value < schema.minimum) return { ok: false, why: `at least ${schema.minimum}` };
    if (schema.maximum !== undefined && value > schema.maximum) return { ok: false, why: `at most ${schema.maximum}` };
    return { ok: true, value };
  }
  if (kind === "enum") {
    const hit = schema.enum.find((x) => String(x) === text);
    return hit === undefined ? { ok: false, why: `one of ${schema.enum.join(", ")}` } : { ok: true, value: hit };
  }
  if (kind === "bool") return { ok: true, value: raw === true || text === "true" };
  if (schema.minLength && text.length < schema.minLength) return { ok: false, why: "a name is needed" };
  return { ok: true, value: text };
}

/** Read a cell: {ok: true, value} or {ok: false, why} (a few words: "a whole number is needed"). */
export function readCell(kind, raw, schema = {}) {
  if (kind !== "list") return readScalar(kind, raw, schema);
  const items = schema.items || {};
  const itemKind = cellKind(items);
  const parts = String(raw).split(",").map((x) => x.trim()).filter((x) => x !== "");
  const value = [];
  for (const part of parts) {
    const r = readScalar(itemKind, part, items);
    if (!r.ok) return { ok: false, why: `"${part}": ${r.why}` };
    value.push(r.value);
  }
  if (schema.minItems !== undefined && value.length < schema.minItems) return { ok: false, why: `at least ${schema.minItems} entries` };
  if (schema.maxItems !== undefined && value.length > schema.maxItems) return { ok: false, why: `at most ${schema.maxItems} entries` };
  return { ok: true, value };
}

/**
 * The columns of a table of objects: [{key, path, schema, kind}], one per field, a nested
 * object's fields (a character's resources) as columns of their own ("resources.cogs"). From the
 * item schema's properties where it has them, else from the keys the rows hold, in order.
 */
export function columnsOf(itemSchema, rows) {
  const props = (itemSchema && itemSchema.properties) || {};
  const keys = [];
  const add = (k) => { if (!keys.includes(k)) keys.push(k); };
  Object.keys(props).forEach(add);
  for (const row of rows) if (row && typeof row === "object") Object.keys(row).forEach(add);
  const out = [];
  for (const key of keys) {
    const values = rows.map((r) => (r ? r[key] : undefined));
    const nested = values.find((v) => v && typeof v === "object" && !Array.isArray(v));
    if (nested && !props[key]) {
      const inner = [];
      for (const v of values) if (v && typeof v === "object") for (const k of Object.keys(v)) if (!inner.includes(k)) inner.push(k);
      for (const k of inner) {
        const schema = inferSchema(values.map((v) => (v ? v[k] : undefined)));
        out.push({ key: `${key}.${k}`, path: [key, k], schema, kind: cellKind(schema) });
      }
      continue;
    }
    const schema = props[key] || inferSchema(values);
    out.push({ key, path: [key], schema, kind: cellKind(schema) });
  }
  return out;
}

/** The value at a column's path in a row. */
export function getPath(row, path) {
  return path.reduce((v, k) => (v && typeof v === "object" ? v[k] : undefined), row);
}

/** A row object from [column, value] pairs; an empty optional cell leaves its field out. */
export function rowFrom(pairs) {
  const row = {};
  for (const [col, value] of pairs) {
    if (value === undefined) continue;
    let at = row;
    col.path.slice(0, -1).forEach((k) => { at[k] = at[k] || {}; at = at[k]; });
    at[col.path[col.path.length - 1]] = value;
  }
  return row;
}

/**
 * How a rule option is edited as a data set, or null for a single value:
 *   "map":    an object of scalars or lists by key (tile counts, prices, point values by mineral);
 *   "rows":   an array of scalars or lists (a bonus table, contracts, bribe minerals);
 *   "table":  an array of objects (Delta's animal cards, missions, ...);
 *   "groups": an object whose values are arrays of objects (Delta's basic and advanced characters).
 */
export function dataSetKind(prop, value) {
  if (prop.type === "array" || Array.isArray(value)) {
    const items = prop.items || {};
    const sample = (value || []).find((x) => x !== null && x !== undefined);
    if (items.type === "object" || (sample && typeof sample === "object" && !Array.isArray(sample))) return "table";
    return "rows";
  }
  if (prop.type === "object" || (value && typeof value === "object")) {
    const vals = Object.values(value || {});
    if (vals.length && vals.every((v) => Array.isArray(v) && v.every((x) => x && typeof x === "object" && !Array.isArray(x)))) return "groups";
    if (vals.every((v) => v === null || typeof v !== "object" || (Array.isArray(v) && v.every((x) => typeof x !== "object")))) return "map";
  }
  return null;
}

/** The option a Python rule-option error sentence concerns, or null: "Rule option 'tiles'
 * (...)" and a data set's own check "animals.3: ..." both name it. */
export function optionOfError(text, names) {
  if (!text) return null;
  const quoted = /Rule option '([\w]+)/.exec(text);
  if (quoted && names.includes(quoted[1])) return quoted[1];
  const lead = /^([a-z_]+)[.:\s]/.exec(text.replace(/^Rule options:\s*/, ""));
  if (lead && names.includes(lead[1])) return lead[1];
  return names.find((n) => new RegExp(`\\b${n}\\b`).test(text)) || null;
}
