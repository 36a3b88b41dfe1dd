// A rule-options form generated from the game's JSON schema (pydantic's model_json_schema):
// integers with their range, enums as selects, booleans as checkboxes, data sets (tiles,
// contracts, incidents, cards: lists and tables of values) as table editors with typed cells
// (js/editors/), and anything else structured as JSON text, all checked as you type. Python
// validates again on apply; its sentence shows by the field it names (showParamsError).
import { h } from "./dom.js";
import { dataSetKind } from "./editors/cells.js";
import { dataSetEditor } from "./editors/table.js";

/** How a schema property is edited: "int", "number", "bool", "enum", "text", "table" (a data
 * set, given its value) or "json". */
export function fieldKind(prop, value) {
  if (Array.isArray(prop.enum)) return "enum";
  if (value !== undefined && dataSetKind(prop, value)) return "table";
  switch (prop.type) {
    case "integer": return "int";
    case "number": return "number";
    case "boolean": return "bool";
    case "string": return "text";
    default: return "json";
  }
}

/** Resolve a local "$ref" ("#/$defs/Name") against the schema. */
export function resolve(schema, prop) {
  const ref = prop && prop.$ref;
  if (!ref || !ref.startsWith("#/$defs/")) return prop || {};
  return { ...(schema.$defs || {})[ref.slice(8)], ...prop, $ref: undefined };
}

/** Read one field: {ok: true, value} or {ok: false, why}. */
export function readField(kind, input, prop) {
  if (kind === "table") return input.editor.read();
  if (kind === "bool") return { ok: true, value: input.checked };
  const raw = input.value;
  if (kind === "int" || kind === "number") {
    const value = Number(raw);
    if (raw.trim() === "" || !Number.isFinite(value)) return { ok: false, why: "a number is needed" };
    if (kind === "int" && !Number.isInteger(value)) return { ok: false, why: "a whole number is needed" };
    if (prop.minimum !== undefined && value < prop.minimum) return { ok: false, why: `at least ${prop.minimum}` };
    if (prop.maximum !== undefined && value > prop.maximum) return { ok: false, why: `at most ${prop.maximum}` };
    return { ok: true, value };
  }
  if (kind === "json") {
    try {
      return { ok: true, value: JSON.parse(raw) };
    } catch (err) {
      return { ok: false, why: `not valid JSON (${err.message})` };
    }
  }
  return { ok: true, value: raw };
}

export function inputFor(kind, name, prop, value) {
  const common = { "data-param": name, id: undefined };
  if (kind === "bool") return h("input", { ...common, type: "checkbox", checked: !!value });
  if (kind === "enum") {
    return h("select", common, prop.enum.map((opt) => h("option", { value: opt, selected: opt === value }, String(opt))));
  }
  if (kind === "int" || kind === "number") {
    return h("input", {
      ...common, type: "number", value, min: prop.minimum, max: prop.maximum, step: kind === "int" ? 1 : "any",
    });
  }
  if (kind === "json") {
    const text = JSON.stringify(value);
    return h("textarea", { ...common, rows: text.length > 60 ? 3 : 1, spellcheck: "false" }, text);
  }
  return h("input", { ...common, type: "text", value: value ?? "" });
}

/**
 * Build the form. onApply(params) is called with every field's value when all are valid.
 * Returns the <details> element.
 */
export function paramsForm(schema, params, onApply) {
  const rows = [];
  const fields = [];
  const apply = h("button", { type: "button", class: "dw-btn dw-primary", "data-action": "apply-params" }, "Apply and restart");
  const check = () => {
    let allOk = true;
    for (const f of fields) {
      const r = readField(f.kind, f.input, f.prop);
      f.note.textContent = r.ok ? "" : r.why;
      f.note.removeAttribute("data-from");
      f.input.classList.toggle("dw-invalid", !r.ok);
      allOk = allOk && r.ok;
    }
    apply.disabled = !allOk;
    return allOk;
  };
  for (const [name, raw] of Object.entries(schema.properties || {})) {
    const prop = resolve(schema, raw);
    const kind = fieldKind(prop, params[name]);
    let input;
    if (kind === "table") {
      // a data set: its table, which calls check() on every change of a cell or a row
      const editor = dataSetEditor(name, prop, params[name], () => check());
      input = h("div", { class: "dw-table-field", "data-param": name }, editor.el);
      input.editor = editor;
    } else {
      input = inputFor(kind, name, prop, params[name]);
      input.addEventListener("input", check);
      input.addEventListener("change", check);
    }
    const note = h("span", { class: "dw-field-error" });
    fields.push({ name, kind, input, prop, note });
    rows.push(
      h(kind === "table" ? "div" : "label", { class: `dw-field dw-field-${kind}`, title: prop.description || "", "data-field": name },
        h("span", { class: "dw-field-name" }, prop.title || name),
        input,
        h("span", { class: "dw-field-doc" }, prop.description || ""),
        note),
    );
  }
  apply.addEventListener("click", () => {
    if (!check()) return;
    const out = {};
    for (const f of fields) out[f.name] = readField(f.kind, f.input, f.prop).value;
    onApply(out);
  });
  return h("details", { class: "dw-rules", "data-role": "rules" },
    h("summary", {}, "Rule options"),
    h("div", { class: "dw-rules-grid" }, rows),
    h("div", { class: "dw-row" }, apply,
      h("span", { class: "dw-muted" }, "Starts a new game with the same seed.")));
}

/**
 * Show Python's sentence about a rejected rule option by the field it names (a field's own
 * check found nothing: Python checks more, such as a data set's rows against each other).
 * `details` is the form paramsForm() made, `names` the options Python says it refused; returns
 * the first refused field, or null (the sentence then stays in the widget's error line only). A
 * sentence shown before is cleared when Python no longer names its field.
 */
export function showParamsError(details, text, names) {
  // Python names the refused options (GameWidget.error_fields): the page works out no rule
  const refused = new Set(text ? names || [] : []);
  let first = null;
  for (const f of details.querySelectorAll("[data-field]")) {
    const note = f.querySelector(":scope > .dw-field-error");
    if (!note) continue;
    if (refused.has(f.getAttribute("data-field"))) {
      note.textContent = text;
      note.setAttribute("data-from", "python");
      note.setAttribute("data-role", "field-refused");
      f.classList.add("dw-refused");
      first = first || f;
    } else if (note.getAttribute("data-from") === "python") {
      note.textContent = "";
      note.removeAttribute("data-from");
      note.removeAttribute("data-role");
      f.classList.remove("dw-refused");
    }
  }
  if (first) details.open = true;
  return first;
}
