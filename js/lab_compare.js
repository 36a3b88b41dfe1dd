// The lab's playtests section (LabWidget.comparison): people's games kept in the archive beside
// the bots' games under the same rule options, as Python's lab.compare works them out: each
// seat's share of wins, the game length and the endings, each with its 95 % interval.
import { h, refill, setAttr, setProp, setText } from "./dom.js";

const pct = (x) => (x === null || x === undefined || Number.isNaN(x) ? "–" : `${(100 * x).toFixed(1)} %`);
const num = (x) => (x === null || x === undefined || Number.isNaN(x) ? "–" : Number(x).toFixed(1));

/** The section; call update() when the model's comparison changes. */
export function createCompare(model, send) {
  const go = h("button", { type: "button", class: "dw-btn", "data-action": "lab-compare",
    title: "People's games kept in the archive beside the bots' games under the same rule options" }, "Compare");
  go.addEventListener("click", () => send({ type: "compare" }));
  const status = h("div", { class: "dw-muted", "data-role": "compare-status" });
  const table = h("div", { class: "dw-lab-table", "data-role": "compare-table" });
  const plot = h("img", { class: "dw-lab-plot", "data-role": "compare-plot", alt: "plot: share of wins by seat, people and bots", hidden: true });
  const el = h("details", { class: "dw-lab-tune", "data-role": "lab-compare-box" },
    h("summary", {}, "Playtests: people's games beside the bots'"),
    h("p", { class: "dw-muted" }, "Games kept from game widgets (GameWidget(archive=...), or its Keep button) in this lab's archive."),
    h("div", { class: "dw-toolbar" }, go), status, plot, table);
  return {
    el,
    update() {
      const c = model.get("comparison") || {};
      setText(status, c.status || "");
      setProp(plot, "hidden", !c.plot);
      if (c.plot) setAttr(plot, "src", `data:image/svg+xml;charset=utf-8,${encodeURIComponent(c.plot)}`);
      refill(table, JSON.stringify(c.rows || []), () => {
        if (!(c.rows || []).length) return [];
        return h("table", {},
          h("caption", {}, "People's games and bot games: each measure with its 95 % interval"),
          h("thead", {}, h("tr", {}, ["Measure", "Of", "Games of", "Games", "Value", "95 % interval"].map((t) => h("th", {}, t)))),
          h("tbody", {}, c.rows.map((r) => {
            const f = r.measure === "decisions" ? num : pct;
            return h("tr", { "data-role": "compare-row", "data-group": r.group }, h("td", {}, r.measure), h("td", {}, r.item),
              h("td", {}, r.group), h("td", {}, String(r.games)), h("td", {}, f(r.value)), h("td", {}, `${f(r.lo)} to ${f(r.hi)}`));
          })));
      });
    },
  };
}
