// The lab's game metrics as the page words them (js/lab_metrics.js): values, intervals, verdicts.
import assert from "node:assert/strict";
import { test } from "node:test";
import { cellText, fmt, verdictText } from "../lab_metrics.js";

test("a value keeps three significant digits, and whole thousands", () => {
  assert.equal(fmt(0.48512), "0.485");
  assert.equal(fmt(1), "1");
  assert.equal(fmt(22.4567), "22.5");
  assert.equal(fmt(1234.5), "1,235");
  assert.equal(fmt(null), "–");
});

test("a cell gives its value and its interval, or says why it has none", () => {
  assert.equal(cellText({ value: 0.485, lo: 0.389, hi: 0.582, games: 100 }), "0.485 (0.389 to 0.582)");
  assert.equal(cellText({ value: 3, lo: null, hi: null, games: 1 }), "3 (one game: no interval)");
  assert.equal(cellText(null), "no games");
});

test("a verdict names the direction and size of a difference beyond the noise, and nothing inside it", () => {
  assert.equal(verdictText({ verdict: "higher", difference: 23.49, lo: 21.0, hi: 25.98 }), "higher by 23.5 (21 to 26)");
  assert.equal(verdictText({ verdict: "lower", difference: -0.2, lo: -0.3, hi: -0.1 }), "lower by 0.2 (-0.3 to -0.1)");
  assert.equal(verdictText({ verdict: "cannot tell apart", difference: 0.01, lo: -0.1, hi: 0.12 }), "cannot tell apart");
  assert.equal(verdictText(null), "–");
});
