// Board renderers by name (the widget's `renderer` trait). A renderer is
// draw(container, doc) -> void: it draws doc.view into container and gives every clickable
// element a data-target attribute. It is called with the same container at every change; every
// board builds its frame once (mount.js) and brings each part up to date only when what it
// shows changed (refill and keyed from dom.js, unlessSame from mount.js), so a click costs a
// few element updates. The boards share their hex geometry (hex.js), their words (text.js) and
// their pieces and legends (pieces.js); they draw what the view says and work out no rule.
// targets.js marks the data-target elements after each call. A describer is
// describe(doc, id) -> string: what the element with that data-target is, for the tip shown on
// hovering it (targets.js). A namer (optional) is named(doc, text) -> [id, ...]: the elements a
// log line names, lit up while the pointer is on the line (widget.js). Adding a game is one
// import and a line in each table here.
import { describeDelta, drawDelta } from "./delta.js";
import { describeDeltaV, drawDeltaV } from "./deltav.js";
import { describeSpatial, drawSpatial, namedInSpatial } from "./spatial.js";
import { describeVesta, drawVesta } from "./vesta.js";

export const BOARDS = {
  delta: drawDelta,
  deltav: drawDeltaV,
  spatial: drawSpatial,
  vesta: drawVesta,
};

export const DESCRIBE = {
  delta: describeDelta,
  deltav: describeDeltaV,
  spatial: describeSpatial,
  vesta: describeVesta,
};

export const NAMED = {
  spatial: namedInSpatial,
};

/** On a touch screen, the least pixels a board's drawing gives one of its SVG units: what makes
 * its smallest element a choice may be 44 px across, a finger's width (js/touch.css): Delta's
 * island (64 units), Vesta's hex (50), Spatial Delivery's corner and border (their hit shapes,
 * 29.4 units on a touch screen: spatial.css). Delta V's tiles are large enough at a phone's width.
 * A drawing set larger than its column pans sideways in its own box. */
export const TOUCH_SCALE = {
  delta: 44 / 62,
  vesta: 44 / 49,
  spatial: 1.5,
};

