// Hex geometry (js/boards/hex.js): pointy-top hexes from axial coordinates, as Spatial
// Delivery's map and Vesta's belt are laid out.
import assert from "node:assert/strict";
import { test } from "node:test";
import { SQRT3, bandPoints, hexCentre, hexPoints, hexViewBox, meanPoint } from "../boards/hex.js";

const close = (a, b) => assert.ok(Math.abs(a - b) < 1e-9, `${a} is not ${b}`);
const pairs = (points) => points.split(" ").map((p) => p.split(",").map(Number));

test("neighbouring hexes are one hex width apart, in every axial direction", () => {
  const size = 30;
  const [x0, y0] = hexCentre(0, 0, size);
  for (const [dq, dr] of [[1, 0], [-1, 0], [0, 1], [0, -1], [1, -1], [-1, 1]]) {
    const [x, y] = hexCentre(dq, dr, size);
    close(Math.hypot(x - x0, y - y0), size * SQRT3);
  }
});

test("a hex's six corners lie on its radius, the top one straight above the centre", () => {
  const pts = pairs(hexPoints(10, 5, 7));
  assert.equal(pts.length, 6);
  for (const [x, y] of pts) assert.ok(Math.abs(Math.hypot(x - 5, y - 7) - 10) < 0.01);
  assert.ok(pts.some(([x, y]) => Math.abs(x - 5) < 0.01 && Math.abs(y + 3) < 0.01), "pointy-top: a corner at the top");
});

test("three hexes meeting at a corner put it at the mean of their centres, a radius from each", () => {
  const trio = [[0, 0], [1, 0], [0, 1]].map(([q, r]) => hexCentre(q, r, 30));
  const [x, y] = meanPoint(trio);
  for (const [cx, cy] of trio) assert.ok(Math.abs(Math.hypot(x - cx, y - cy) - 30) < 1e-9);
});

test("the view box holds every hex and its padding", () => {
  const [x, y, w, h] = hexViewBox([[0, 0], [2, 0]], 10, 5).split(" ").map(Number);
  const [right] = hexCentre(2, 0, 10);
  assert.ok(x <= -10 - 5 + 0.05 && y <= -10 - 5 + 0.05);
  assert.ok(x + w >= right + 10 + 5 - 0.05 && y + h >= 10 + 5 - 0.05);
});

test("a hit band is as wide as asked and leaves the segment's ends free", () => {
  const pts = pairs(bandPoints(0, 0, 0, 30, 26, 0.1));
  const xs = pts.map(([x]) => x);
  const ys = pts.map(([, y]) => y);
  close(Math.max(...xs) - Math.min(...xs), 26);
  close(Math.min(...ys), 3);
  close(Math.max(...ys), 27);
});
