// Hex geometry shared by the boards drawn on hexes (Spatial Delivery's map, Vesta's belt):
// pointy-top hexes placed from axial coordinates (q, r). Pure functions, no DOM: unit-tested in
// js/tests/hex.test.js.

export const SQRT3 = Math.sqrt(3);

/** Pixel centre of the axial hex (q, r), pointy-top, for hexes of radius `size`. */
export function hexCentre(q, r, size) {
  return [size * SQRT3 * (q + r / 2), size * 1.5 * r];
}

/** The six corners of a pointy-top hex of `radius` centred on (cx, cy), as an SVG points list. */
export function hexPoints(radius, cx = 0, cy = 0) {
  const pts = [];
  for (let i = 0; i < 6; i += 1) {
    const a = (Math.PI / 180) * (60 * i - 30);
    pts.push(`${(cx + radius * Math.cos(a)).toFixed(2)},${(cy + radius * Math.sin(a)).toFixed(2)}`);
  }
  return pts.join(" ");
}

/** The mean of some points: where three hexes meet (a corner) is the mean of their centres. */
export function meanPoint(points) {
  let x = 0;
  let y = 0;
  for (const [px, py] of points) {
    x += px;
    y += py;
  }
  return [x / points.length, y / points.length];
}

/** The smallest box holding every hex of `cells` ([q, r] pairs) of radius `size`, grown by
 * `pad` on each side ([left, right, top, bottom] or one number): an SVG viewBox string. */
export function hexViewBox(cells, size, pad = 0) {
  const [pl, pr, pt, pb] = Array.isArray(pad) ? pad : [pad, pad, pad, pad];
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (const [q, r] of cells) {
    const [cx, cy] = hexCentre(q, r, size);
    minX = Math.min(minX, cx - size);
    maxX = Math.max(maxX, cx + size);
    minY = Math.min(minY, cy - size);
    maxY = Math.max(maxY, cy + size);
  }
  const box = [minX - pl, minY - pt, maxX - minX + pl + pr, maxY - minY + pt + pb];
  return box.map((n) => n.toFixed(1)).join(" ");
}

/** The four corners of a band `width` wide along the segment (x1, y1)-(x2, y2), leaving the
 * fraction `from` of its length free at each end (the ends belong to what lies there). */
export function bandPoints(x1, y1, x2, y2, width, from = 0) {
  const dx = x2 - x1;
  const dy = y2 - y1;
  const len = Math.hypot(dx, dy) || 1;
  const [nx, ny] = [(-dy / len) * (width / 2), (dx / len) * (width / 2)];
  const at = (t) => [x1 + dx * t, y1 + dy * t];
  const [ax, ay] = at(from);
  const [bx, by] = at(1 - from);
  const pts = [[ax + nx, ay + ny], [bx + nx, by + ny], [bx - nx, by - ny], [ax - nx, ay - ny]];
  return pts.map(([x, y]) => `${x.toFixed(1)},${y.toFixed(1)}`).join(" ");
}
