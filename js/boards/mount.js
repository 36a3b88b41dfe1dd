// The one update strategy of every board: the board's frame is built once per container (and
// again only when the position's shape changes: another map size, say), then each part of it is
// brought up to date on its own, and only when what it shows changed. A part is either a block
// refilled from a signature (refill in dom.js), a keyed list (keyed in dom.js), or an element
// updated from the document's parts (unlessSame): a document shares every part a step did not
// touch with the last one (doc.js), so an unchanged part costs a comparison.
const MOUNTED = new WeakMap();

/**
 * The board frame in `container` for a position of this `shape` (a string): made by build()
 * on the first call, or when the shape differs, or when something else took the container.
 * build() returns an object with a `root` element (the drawing, with its status line and
 * legend) and an `info` element (what lies beside it: players, cards, contracts), which goes
 * into `side` (the page's column beside the drawing), or under the drawing when there is none;
 * it is kept, with `shape`, between calls.
 */
export function mount(container, shape, build, side = null) {
  let ui = MOUNTED.get(container);
  const infoHome = side || container;
  if (!ui || ui.root.parentNode !== container || ui.shape !== shape || (ui.info && ui.info.parentNode !== infoHome)) {
    ui = build();
    ui.shape = shape;
    container.replaceChildren(ui.root);
    if (side) side.replaceChildren(ui.info || "");
    else if (ui.info) container.append(ui.info);
    MOUNTED.set(container, ui);
  }
  return ui;
}

const DRAWN = new WeakMap();

/** update(el, ...args) unless el was last drawn from the very same arguments (compared by
 * identity: an unchanged part of the document is the same object from step to step). */
export function unlessSame(el, args, update) {
  const last = DRAWN.get(el);
  if (last && last.length === args.length && last.every((a, i) => a === args[i])) return;
  DRAWN.set(el, args);
  update(el, ...args);
}
