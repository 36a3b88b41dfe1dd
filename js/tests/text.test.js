// Words the boards write (js/boards/text.js): counted nouns, capitals, lists of names.
import assert from "node:assert/strict";
import { test } from "node:test";
import { listing, plural, pluralOf, title } from "../boards/text.js";

test("one of a thing is singular, none and many are plural", () => {
  assert.equal(plural(1, "card"), "1 card");
  assert.equal(plural(0, "card"), "0 cards");
  assert.equal(plural(3, "Challenge token"), "3 Challenge tokens");
});

test("plurals follow English spelling on the last word", () => {
  assert.equal(pluralOf("dragonfly"), "dragonflies");
  assert.equal(pluralOf("dragonfly tile"), "dragonfly tiles");
  assert.equal(pluralOf("box"), "boxes");
  assert.equal(pluralOf("day"), "days");
});

test("a title starts with a capital and keeps the rest", () => {
  assert.equal(title("alphatite"), "Alphatite");
  assert.equal(title("mineral scan"), "Mineral scan");
});

test("names are listed with commas and a final 'and'", () => {
  assert.equal(listing([]), "nobody");
  assert.equal(listing(["Player 1"]), "Player 1");
  assert.equal(listing(["A", "B"]), "A and B");
  assert.equal(listing(["A", "B", "C"]), "A, B and C");
});
