// Tiny helpers to build DOM and SVG without a framework, and to update it in place: a redraw
// touches only what changed, so a click costs a few element updates, not a rebuilt board.

const SVG_NS = "http://www.w3.org/2000/svg";

/** An HTML element: h("button", {class: "x", "data-action": "undo"}, "Undo"). */
export function h(tag, attrs = {}, ...children) {
  return fill(document.createElement(tag), attrs, children);
}

/** An SVG element, same calling convention as h(). */
export function s(tag, attrs = {}, ...children) {
  return fill(document.createElementNS(SVG_NS, tag), attrs, children);
}

function fill(el, attrs, children) {
  for (const [key, value] of Object.entries(attrs)) {
    if (value === undefined || value === null || value === false) continue;
    if (key.startsWith("on") && typeof value === "function") el.addEventListener(key.slice(2), value);
    else if (key === "text") el.textContent = value;
    else el.setAttribute(key, value === true ? "" : String(value));
  }
  for (const child of children.flat(Infinity)) {
    if (child === null || child === undefined || child === false) continue;
    el.append(child instanceof Node ? child : document.createTextNode(String(child)));
  }
  return el;
}

const present = (c) => c !== null && c !== undefined && c !== false;

/** Replace all children of el. */
export function replaceChildren(el, ...children) {
  el.replaceChildren(...children.flat(Infinity).filter(present));
}

// -- updating in place ----------------------------------------------------------------------------
// Writing a value the DOM already holds is not free (mutation records, style invalidation), so
// every setter below compares first.

/** Set el's text, if it differs (changing its one text node in place when it has one). */
export function setText(el, text) {
  const value = String(text);
  const only = el.firstChild;
  if (only && only === el.lastChild && only.nodeType === Node.TEXT_NODE) {
    if (only.data !== value) only.data = value;
  } else if (el.textContent !== value) {
    el.textContent = value;
  }
}

/** Set (or, for null/undefined/false, remove) an attribute, if it differs. */
export function setAttr(el, name, value) {
  if (value === null || value === undefined || value === false) {
    if (el.hasAttribute(name)) el.removeAttribute(name);
    return;
  }
  const text = value === true ? "" : String(value);
  if (el.getAttribute(name) !== text) el.setAttribute(name, text);
}

/** Set a DOM property (disabled, checked, value, ...), if it differs. */
export function setProp(el, name, value) {
  if (el[name] !== value) el[name] = value;
}

const SIGNATURES = new WeakMap();

/**
 * Fill el with build()'s children, only if `sig` (a string saying what they show) differs from
 * the one el was last filled with. Returns true if el was rebuilt.
 *
 *   refill(prompt, JSON.stringify(status), () => promptParts(status))
 */
export function refill(el, sig, build) {
  if (SIGNATURES.get(el) === sig) return false;
  SIGNATURES.set(el, sig);
  replaceChildren(el, build());
  return true;
}

/** Make el's children exactly `children` (in order), moving or removing only what differs. */
export function setChildren(el, children) {
  const want = children.filter(present);
  let at = el.firstChild;
  for (const child of want) {
    if (child === at) at = at.nextSibling;
    else el.insertBefore(child, at);
  }
  while (at) {
    const next = at.nextSibling;
    at.remove();
    at = next;
  }
}

const KEYED = new WeakMap();

/**
 * Keyed render: container's children become one element per item, in the items' order.
 * An item keeps the element made for it last time while its signature is unchanged; a changed
 * item's element is replaced where it stands; elements of items that are gone are removed.
 * keyOf(item) names an item across redraws (e.g. its board id); sigOf(item) says all that its
 * element shows (by default its JSON), and must depend on the item alone: an item that is the
 * very object drawn last time (a document shares its unchanged parts with the snapshot, see
 * doc.js) keeps its element without being looked at. Use a container that holds nothing else.
 * Returns the elements.
 *
 *   keyed(svgGroup, view.cells, (c) => c.id, (c) => cellElement(c));
 */
export function keyed(container, items, keyOf, make, sigOf = JSON.stringify) {
  const before = KEYED.get(container) || new Map();
  const keys = items.map((item) => String(keyOf(item)));
  // elements of items that are gone leave first, so that the rest keep their places: moving
  // an element is a DOM change too (a log window that drops its first line moves nothing)
  const wanted = new Set(keys);
  for (const [key, prev] of before) {
    if (!wanted.has(key) && prev.el.parentNode === container) prev.el.remove();
  }
  const now = new Map();
  const els = [];
  let at = container.firstChild;
  items.forEach((item, i) => {
    const key = keys[i];
    const prev = now.has(key) ? null : before.get(key); // a repeated key gets an element of its own
    const live = prev && prev.el.parentNode === container;
    const sig = live && prev.item === item ? prev.sig : sigOf(item);
    let el = live && prev.sig === sig ? prev.el : null;
    if (!el) {
      el = make(item);
      if (live) {
        if (prev.el === at) at = el;
        container.replaceChild(el, prev.el);
      }
    }
    if (!now.has(key)) now.set(key, { item, sig, el });
    if (el === at) at = at.nextSibling;
    else container.insertBefore(el, at);
    els.push(el);
  });
  while (at) {
    const next = at.nextSibling;
    at.remove();
    at = next;
  }
  KEYED.set(container, now);
  return els;
}
