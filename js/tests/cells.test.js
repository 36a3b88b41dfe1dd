// The data-set editors' cells (js/editors/cells.js): each cell typed from the option's JSON
// schema (or, where the schema is open, from the values held) and checked as typed.
import assert from "node:assert/strict";
import { test } from "node:test";
import { cellKind, columnsOf, dataSetKind, getPath, inferSchema, optionOfError, readCell, rowFrom } from "../editors/cells.js";

test("a cell's kind follows the schema, and the value where the schema is open", () => {
  assert.equal(cellKind({ type: "integer" }), "int");
  assert.equal(cellKind({ enum: ["red", "blue"] }), "enum");
  assert.equal(cellKind({ type: "array", items: { type: "integer" } }), "list");
  assert.equal(cellKind({}, 3), "int");
  assert.equal(cellKind({}, ["turtle"]), "list");
  assert.equal(cellKind({}, "take_pile"), "text");
});

test("a number cell is checked against its type and range", () => {
  const s = { type: "integer", minimum: 0, maximum: 200 };
  assert.deepEqual(readCell("int", "7", s), { ok: true, value: 7 });
  assert.equal(readCell("int", "2.5", s).why, "a whole number is needed");
  assert.equal(readCell("int", "", s).why, "a number is needed");
  assert.equal(readCell("int", "-1", s).why, "at least 0");
  assert.equal(readCell("int", "201", s).why, "at most 200");
});

test("an enum cell takes only its values", () => {
  const s = { enum: ["alphatite", "betamite"] };
  assert.deepEqual(readCell("enum", "betamite", s), { ok: true, value: "betamite" });
  assert.equal(readCell("enum", "gold", s).ok, false);
});

test("a list cell reads its entries with commas, each checked, and its length", () => {
  const s = { type: "array", items: { enum: ["alphatite", "betamite"] }, minItems: 1, maxItems: 2 };
  assert.deepEqual(readCell("list", "alphatite, betamite", s), { ok: true, value: ["alphatite", "betamite"] });
  assert.match(readCell("list", "alphatite, gold", s).why, /"gold"/);
  assert.equal(readCell("list", "", s).why, "at least 1 entries");
  assert.deepEqual(readCell("list", "1, 2", { type: "array", items: { type: "integer" } }), { ok: true, value: [1, 2] });
});

test("a data set is told from a single value by its schema and value", () => {
  assert.equal(dataSetKind({ type: "object", additionalProperties: { type: "integer" } }, { red: 5 }), "map");
  assert.equal(dataSetKind({ type: "array", items: { type: "integer" } }, [1, 3]), "rows");
  assert.equal(dataSetKind({ type: "array", items: {} }, [{ animal: "turtle", cost: 1 }]), "table");
  assert.equal(dataSetKind({ type: "object", additionalProperties: true }, { basic: [{ name: "Robot" }] }), "groups");
  assert.equal(dataSetKind({ type: "object", additionalProperties: true }, { islands: { a: { b: 1 } } }), null);
});

test("a table's columns come from the rows, a nested object's fields as columns of their own", () => {
  const rows = [{ name: "Robot", initiative: 0, animals: ["turtle"], resources: { cogs: 0, coins: 1 } }, { name: "Pilot", initiative: 2 }];
  const cols = columnsOf({}, rows);
  assert.deepEqual(cols.map((c) => c.key), ["name", "initiative", "animals", "resources.cogs", "resources.coins"]);
  assert.deepEqual(cols.map((c) => c.kind), ["text", "int", "list", "int", "int"]);
  assert.equal(getPath(rows[0], ["resources", "coins"]), 1);
  const back = rowFrom(cols.map((c) => [c, getPath(rows[0], c.path)]));
  assert.deepEqual(back, rows[0], "a row read back is the row");
  assert.deepEqual(rowFrom(cols.map((c) => [c, getPath(rows[1], c.path)])), rows[1], "fields a row leaves out stay out");
  assert.deepEqual(inferSchema([undefined, 2]), { type: "integer" });
});

test("Python's sentence about a rule option is matched to the option it names", () => {
  const names = ["tiles", "animals", "players"];
  assert.equal(optionOfError("Rule option 'tiles' (Tiles by face): the count of gold:2 tiles must be from 0 to 200.", names), "tiles");
  assert.equal(optionOfError("Rule options: animals.2: animal must be one of turtle, flamingo, horse, bull.", names), "animals");
  assert.equal(optionOfError("The game moved on before your choice arrived.", names), null);
});
