"""Measurements taken in the page for the teaching and projection checks (issue 9): contrast
ratios of computed colours, hit boxes of playable elements, overlap of a tile's face and its
markers, and where the prompt and choices sit. Each is one JavaScript function run by
Playwright on a widget root; the tests assert on what they return.
"""

from __future__ import annotations

#: WCAG 2.x level AA: normal text needs 4.5:1, large text (24 px, or 18.66 px bold) 3:1
AA_TEXT, AA_LARGE = 4.5, 3.0

#: the colour arithmetic both measures share, as JavaScript statements: colours composited as the
#: page paints them (a colour with its alpha and the opacity of it and its ancestors, over what
#: lies behind it; an element under a CSS grayscale() filter, a lesson's dimming, in grey as the
#: filter paints it); an HTML element's background is the stack of its ancestors' backgrounds,
#: a board drawing's is its backdrop (.dw-backdrop) over the page, and an SVG text's the topmost
#: painted shape of its drawing under its centre (``underText``)
COLOURS = """\
  const parse = (c) => {
    const m = /rgba?\\(([^)]+)\\)/.exec(c || "");
    if (!m) return null;
    const p = m[1].split(/[\\s,\\/]+/).filter(Boolean).map(Number);
    return [p[0], p[1], p[2], p.length > 3 ? p[3] : 1];
  };
  const over = (top, under) => [0, 1, 2].map((i) => top[i] * top[3] + under[i] * (1 - top[3])).concat([1]);
  const lin = (v) => { v /= 255; return v <= 0.03928 ? v / 12.92 : Math.pow((v + 0.055) / 1.055, 2.4); };
  const lum = (c) => 0.2126 * lin(c[0]) + 0.7152 * lin(c[1]) + 0.0722 * lin(c[2]);
  const ratio = (a, b) => { const [x, y] = [lum(a), lum(b)].sort((p, q) => q - p); return (x + 0.05) / (y + 0.05); };
  const up = (el) => el.parentElement || (el.parentNode && el.parentNode.host) || null;
  const opacity = (el) => { let o = 1; for (let e = el; e && e !== document.documentElement; e = up(e)) o *= Number(getComputedStyle(e).opacity); return o; };
  const grey = (el) => {
    for (let e = el; e && e !== document.documentElement; e = up(e)) if (/grayscale/.test(getComputedStyle(e).filter)) return true; return false; };
  const toGrey = (c) => { const g = 0.2126 * c[0] + 0.7152 * c[1] + 0.0722 * c[2]; return [g, g, g, c[3]]; };
  const paint = (el, c, extra = 1) => { const out = [...c]; out[3] *= extra * opacity(el); return grey(el) ? toGrey(out) : out; };
  const htmlBg = (el) => {
    const layers = [];
    for (let e = el; e; e = up(e)) {
      if (!(e instanceof Element)) continue;
      const cs = getComputedStyle(e);
      if (cs.backgroundImage !== "none") return null; // a gradient: not measured
      const c = parse(cs.backgroundColor);
      if (c && c[3] > 0) { layers.push(paint(e, c)); if (c[3] >= 1) break; }
    }
    let bg = [255, 255, 255, 1];
    for (const c of layers.reverse()) bg = over(c, bg);
    return bg;
  };
  const backdrop = (svg) => {
    let base = htmlBg(svg);
    const b = svg && svg.querySelector(".dw-backdrop");
    if (base && b) {
      const cs = getComputedStyle(b);
      const f = parse(cs.fill);
      if (f) base = over(paint(b, f, Number(cs.fillOpacity)), base);
    }
    return base;
  };
  const shapes = new Set(["rect", "polygon", "circle", "ellipse", "path"]);
  let lastUnder = "";
  const underText = (text) => {
    const base = backdrop(text.ownerSVGElement);
    const hits = () => {
      const r = text.getBoundingClientRect();
      return document.elementsFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    };
    // hit-testing sees only what is shown: a text outside the window or clipped by a box that
    // scrolls (a drawing larger than its room) is brought into view first
    let stack = hits();
    if (!stack.includes(text)) {
      text.scrollIntoView({ block: "center", inline: "center" });
      stack = hits();
    }
    for (const el of stack) {
      if (!shapes.has(el.tagName) || !text.ownerSVGElement.contains(el)) continue;
      const cs = getComputedStyle(el);
      const fill = parse(cs.fill);
      if (!fill || fill[3] === 0 || Number(cs.fillOpacity) === 0) continue;
      lastUnder = `${el.tagName}.${el.getAttribute("class")} ${cs.fill}`;
      return over(paint(el, fill, Number(cs.fillOpacity)), base);
    }
    lastUnder = stack.includes(text) ? "backdrop" : "not shown";
    return base;
  };
"""

# Each text of the widget against what it is drawn on; for the time of the measurement every
# painted shape of a board answers hit-testing, those that let clicks through (a name's plate) too.
CONTRAST = (
    "(root) => {\n"
    + COLOURS
    + """
  const probe = document.createElement("style");
  probe.textContent = "[data-role=board] svg * { pointer-events: visiblePainted !important; }";
  document.head.append(probe);
  const out = [];
  for (const el of root.querySelectorAll("*")) {
    const own = [...el.childNodes].some((n) => n.nodeType === 3 && n.data.trim());
    if (!own || ["title", "option", "select", "script", "style", "textarea"].includes(el.tagName)) continue;
    if (el.closest("[hidden], button:disabled")) continue; // WCAG exempts inactive controls
    const r = el.getBoundingClientRect();
    if (!r.width || !r.height || getComputedStyle(el).visibility !== "visible") continue;
    const svg = el instanceof SVGElement;
    const cs = getComputedStyle(el);
    const fg = parse(svg ? cs.fill : cs.color);
    const bg = svg ? underText(el) : htmlBg(el);
    if (!fg || !bg) continue;
    const big = r.height >= 24 * 1.15 || (Number(cs.fontWeight) >= 700 && r.height >= 18.66 * 1.15);
    const value = ratio(over(paint(el, fg, svg ? Number(cs.fillOpacity) : 1), bg), bg);
    out.push({ text: el.textContent.trim().slice(0, 40), cls: String(el.getAttribute("class") || el.tagName),
               ratio: Math.round(value * 100) / 100, need: big ? 3.0 : 4.5, on: svg ? lastUnder : "html" });
  }
  probe.remove();
  return out;
}"""
)

#: every playable board element: its box, and whether a click at its centre reaches it
HIT_BOXES = """(root) => [...root.querySelectorAll("[data-role=board] .dw-target")].map((el) => {
  const r = el.getBoundingClientRect();
  const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
  const t = hit && hit.closest("[data-target]");
  return { id: el.getAttribute("data-target"), w: r.width, h: r.height, reaches: t ? t.getAttribute("data-target") : null };
})"""

#: Delta V: per tile with a face, the markers whose boxes meet the face's box (tile units)
FACE_COVERED = """(root) => {
  const meet = (a, b) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
  const out = [];
  for (const cell of root.querySelectorAll(".dv-cell")) {
    const face = cell.querySelector(".dv-face");
    if (!face) continue;
    const box = face.getBBox();
    for (const m of cell.querySelectorAll(".dv-rocket, .dv-alien, .dv-seen-mark, .dv-name, .dv-picked-mark")) {
      if (meet(box, m.getBBox())) out.push(`${cell.getAttribute("data-name")}: ${m.getAttribute("class")}`);
    }
  }
  return out;
}"""

#: where the parts of a widget are, in page pixels
LAYOUT = """(root) => {
  const box = (sel) => { const el = sel ? root.querySelector(sel) : root; if (!el) return null; const r = el.getBoundingClientRect();
    return { x: r.left, y: r.top, w: r.width, h: r.height, right: r.right, bottom: r.bottom }; };
  const prompt = root.querySelector("[data-role=prompt]").getBoundingClientRect();
  const hit = document.elementFromPoint(prompt.left + prompt.width / 2, prompt.top + prompt.height / 2);
  return { root: box(null), prompt: box("[data-role=prompt]"), board: box(".dw-draw"),
           side: box(".dw-side"), choices: box("[data-role=choices]"), field: box(".dv-field, .sd-map"),
           promptOnTop: !!hit && root.querySelector("[data-role=prompt]").contains(hit),
           scrollWidth: root.scrollWidth, clientWidth: root.clientWidth,
           viewport: { w: window.innerWidth, h: window.innerHeight } };
}"""


def low_contrast(root) -> list[dict]:
    """Text in the widget below WCAG AA against what it is drawn on."""
    return [m for m in root.evaluate(CONTRAST) if m["ratio"] < m["need"]]
