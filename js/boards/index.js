// Board renderers by name (the widget's `renderer` trait). A renderer is
// draw(container, doc) -> void: it draws doc.view into container and gives every clickable
// element a data-target attribute. Adding a game is one import and one line here.
import { drawDeltaV } from "./deltav.js";
import { drawSpatial } from "./spatial.js";

export const BOARDS = {
  deltav: drawDeltaV,
  spatial: drawSpatial,
};
