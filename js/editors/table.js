// A data set's editor (issue 20, item 6): a table with a typed cell per value, rows added and
// removed, each cell checked as it is typed (cells.js), the reason shown in the cell's title and
// beside the table. The shapes are those of cells.dataSetKind: "map" (a key column, then the
// value), "rows" (one value a row), "table" (one object a row, a column per field) and "groups"
// (a table per key). read() gives the option's value, or the first reason it cannot.
import { h } from "../dom.js";
import { cellKind, columnsOf, dataSetKind, getPath, inferSchema, readCell, rowFrom, showCell } from "./cells.js";

/** An input for one cell: a select for an enum, a checkbox for a yes/no, else a text box. */
function cellInput(kind, schema, value, label) {
  if (kind === "enum") {
    return h("select", { "aria-label": label }, schema.enum.map((opt) => h("option", { value: opt, selected: String(opt) === String(value) }, String(opt))));
  }
  if (kind === "bool") return h("input", { type: "checkbox", checked: !!value, "aria-label": label });
  const attrs = { type: "text", value: showCell(kind, value), "aria-label": label, size: kind === "list" ? 18 : kind === "text" ? 12 : 5 };
  if (kind === "int" || kind === "number") attrs.inputmode = "numeric";
  if (kind === "list" && schema.items && schema.items.enum) attrs.placeholder = schema.items.enum.join(", ");
  return h("input", attrs);
}

const rawOf = (input) => (input.type === "checkbox" ? input.checked : input.value);

/** One table: rows of cells, a "remove" button per row and an "add a row" button. */
function grid(columns, rows, { minRows = 0, maxRows = Infinity, blank, onChange }) {
  const body = h("tbody");
  const cells = []; // per row: [{col, input}]
  const note = h("div", { class: "dw-field-error dw-table-note", "data-role": "table-note" });
  const add = h("button", { type: "button", class: "dw-btn dw-small", "data-action": "add-row" }, "+ add a row");
  const sync = () => {
    add.disabled = cells.length >= maxRows;
    for (const r of cells) r.remove.disabled = cells.length <= minRows;
    onChange();
  };
  const addRow = (row) => {
    const entry = { inputs: [] };
    const tr = h("tr");
    for (const col of columns) {
      const input = cellInput(col.kind, col.schema, col.get(row), col.label);
      input.classList.add("dw-cell");
      input.addEventListener("input", onChange);
      input.addEventListener("change", onChange);
      entry.inputs.push({ col, input });
      tr.append(h("td", {}, input));
    }
    entry.remove = h("button", { type: "button", class: "dw-btn dw-small", "data-action": "remove-row", title: "Remove this row" }, "×");
    entry.remove.addEventListener("click", () => {
      cells.splice(cells.indexOf(entry), 1);
      tr.remove();
      sync();
    });
    tr.append(h("td", {}, entry.remove));
    entry.tr = tr;
    cells.push(entry);
    body.append(tr);
  };
  rows.forEach(addRow);
  add.addEventListener("click", () => { addRow(blank()); sync(); });
  const el = h("div", { class: "dw-table-wrap" },
    h("table", { class: "dw-table" }, h("thead", {}, h("tr", {}, columns.map((c) => h("th", {}, c.label)), h("th"))), body),
    h("div", { class: "dw-table-tools" }, add), note);
  /** Every row read, or the first reason one cannot be: {ok, rows: [[col, value], ...][]}. */
  const read = () => {
    const out = [];
    let why = null;
    cells.forEach((entry, i) => {
      const pairs = [];
      for (const { col, input } of entry.inputs) {
        const raw = rawOf(input);
        const empty = raw === "" && col.optional;
        const r = empty ? { ok: true, value: undefined } : readCell(col.kind, raw, col.schema);
        input.classList.toggle("dw-invalid", !r.ok);
        input.title = r.ok ? "" : r.why;
        if (!r.ok && !why) why = `row ${i + 1}, ${col.label}: ${r.why}`;
        pairs.push([col, r.value]);
      }
      out.push(pairs);
    });
    if (!why && cells.length < minRows) why = `at least ${minRows} rows`;
    if (!why && cells.length > maxRows) why = `at most ${maxRows} rows`;
    note.textContent = why || "";
    return why ? { ok: false, why } : { ok: true, rows: out };
  };
  sync();
  return { el, read };
}

/** The editor of a data-set option: {el, read() -> {ok, value} | {ok: false, why}}, or null
 * when the option is a single value (params_form.js edits those). */
export function dataSetEditor(name, prop, value, onChange) {
  const kind = dataSetKind(prop, value);
  if (!kind) return null;
  if (kind === "map") return mapEditor(name, prop, value || {}, onChange);
  if (kind === "rows") return rowsEditor(name, prop, value || [], onChange);
  if (kind === "table") return tableEditor(name, prop.items || {}, value || [], onChange, prop);
  return groupsEditor(name, value || {}, onChange);
}

function mapEditor(name, prop, value, onChange) {
  const keySchema = prop.propertyNames && prop.propertyNames.enum ? { enum: prop.propertyNames.enum } : { type: "string", minLength: 1 };
  const entries = Object.entries(value);
  const valSchema = typeof prop.additionalProperties === "object" ? prop.additionalProperties : inferSchema(entries.map(([, v]) => v));
  const cols = [
    { label: keySchema.enum ? "kind" : "key", kind: cellKind(keySchema), schema: keySchema, get: (r) => r[0] },
    { label: "value", kind: cellKind(valSchema, entries[0] && entries[0][1]), schema: valSchema, get: (r) => r[1] },
  ];
  const blank = () => [keySchema.enum ? keySchema.enum.find((k) => !(k in value)) ?? keySchema.enum[0] : "", valSchema.minimum ?? 0];
  const g = grid(cols, entries, { blank, onChange, maxRows: keySchema.enum ? keySchema.enum.length : Infinity });
  return {
    el: g.el,
    read: () => {
      const r = g.read();
      if (!r.ok) return r;
      const out = {};
      for (const [[, key], [, v]] of r.rows) {
        if (key in out) return { ok: false, why: `"${key}" is given twice` };
        out[key] = v;
      }
      return { ok: true, value: out };
    },
  };
}

function rowsEditor(name, prop, value, onChange) {
  const items = prop.items && Object.keys(prop.items).length ? prop.items : inferSchema(value);
  const kind = cellKind(items, value[0]);
  const cols = [{ label: kind === "list" ? "entries (with commas)" : "value", kind, schema: items, get: (r) => r }];
  const blank = () => (kind === "list" ? [] : kind === "enum" ? items.enum[0] : items.minimum ?? 0);
  const g = grid(cols, value, { blank, onChange, minRows: prop.minItems ?? 0, maxRows: prop.maxItems ?? Infinity });
  return {
    el: g.el,
    read: () => {
      const r = g.read();
      return r.ok ? { ok: true, value: r.rows.map(([[, v]]) => v) } : r;
    },
  };
}

function tableEditor(name, itemSchema, value, onChange, prop = {}) {
  const columns = columnsOf(itemSchema, value).map((c) => ({
    ...c, label: c.key, get: (row) => getPath(row, c.path),
    // a field some rows leave out may be left empty (a mission's goal has fields of its own)
    optional: value.some((row) => getPath(row, c.path) === undefined),
  }));
  const blank = () => rowFrom(columns.map((c) => [c, c.optional ? undefined : c.kind === "list" ? [] : c.kind === "enum" ? c.schema.enum[0] : c.kind === "int" || c.kind === "number" ? (c.schema.minimum ?? 0) : c.kind === "bool" ? false : ""]));
  const g = grid(columns, value, { blank, onChange, minRows: prop.minItems ?? 0, maxRows: prop.maxItems ?? Infinity });
  return {
    el: g.el,
    read: () => {
      const r = g.read();
      return r.ok ? { ok: true, value: r.rows.map((pairs) => rowFrom(pairs)) } : r;
    },
  };
}

function groupsEditor(name, value, onChange) {
  const parts = Object.entries(value).map(([key, rows]) => [key, tableEditor(`${name}.${key}`, {}, rows, onChange)]);
  return {
    el: h("div", { class: "dw-table-groups" }, parts.map(([key, ed]) => h("div", { class: "dw-table-group" }, h("div", { class: "dw-table-title" }, key), ed.el))),
    read: () => {
      const out = {};
      for (const [key, ed] of parts) {
        const r = ed.read();
        if (!r.ok) return { ok: false, why: `${key}: ${r.why}` };
        out[key] = r.value;
      }
      return { ok: true, value: out };
    },
  };
}
