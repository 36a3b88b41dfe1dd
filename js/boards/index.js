// Board renderers by name (the widget's `renderer` trait). A renderer is
// draw(container, doc) -> void: it draws doc.view into container and gives every clickable
// element a data-target attribute. It is called with the same container at every change, so it
// may build its elements once and update them in place (deltav.js, with keyed() and refill()
// from dom.js: a click then costs a few element updates) or redraw everything (spatial.js);
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
