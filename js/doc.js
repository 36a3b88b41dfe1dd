// The document the widget shows is rebuilt from two synced values: a snapshot and one JSON
// patch against it (see deltawidgets/widgets/sync.py for why). Nothing else is kept between
// renders, so a view that renders late or twice shows the same thing.
import { applyPatch, deepClone } from "fast-json-patch/index.mjs";

/** The document for a snapshot and a patch (neither is modified). */
export function buildDoc(snapshot, patch) {
  if (!snapshot || !snapshot.view) return null;
  if (!patch || patch.length === 0) return snapshot;
  return applyPatch(deepClone(snapshot), patch, false, false).newDocument;
}

/** Choices grouped by the board element that plays them: id -> [choice, ...]. */
export function choicesByTarget(legal) {
  const out = new Map();
  for (const choice of legal || []) {
    for (const id of choice.targets || []) {
      if (!out.has(id)) out.set(id, []);
      out.get(id).push(choice);
    }
  }
  return out;
}

/** Hover hints arrive grouped by sentence ({text: [ids]}); give them by element id. */
export function hintsById(grouped) {
  const out = new Map();
  for (const [text, ids] of Object.entries(grouped || {})) {
    for (const id of ids) out.set(id, text);
  }
  return out;
}
