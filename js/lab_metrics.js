// The lab's game metrics (LabWidget.battery): the standard battery of the table's games as Python's
// report.battery_page works it out when the Game metrics button asks: a row per metric and item,
// each swept value's value with its 95 % interval, and for each value after the first whether it
// differs from the first beyond the intervals ("cannot tell apart" otherwise); and its plot.
import { h, refill, setAttr, setProp, setText } from "./dom.js";

/** A number as the table shows it: three significant digits, whole thousands. */
export function fmt(x) {
  if (x === null || x === undefined || Number.isNaN(x)) return "–";
  return Math.abs(x) >= 1000 ? Math.round(x).toLocaleString("en") : String(Number(Number(x).toPrecision(3)));
}

/** A cell: "0.485 (0.389 to 0.582)", or why there is no interval. */
export function cellText(c) {
  if (!c) return "no games";
  if (c.lo === null || c.hi === null) return `${fmt(c.value)} (one game: no interval)`;
  return `${fmt(c.value)} (${fmt(c.lo)} to ${fmt(c.hi)})`;
}

/** A verdict against the first value: "higher by 23.5 (21 to 26)", or "cannot tell apart". */
export function verdictText(v) {
  if (!v) return "–";
  if (v.verdict === "cannot tell apart") return "cannot tell apart";
  return `${v.verdict} by ${fmt(Math.abs(v.difference))} (${fmt(v.lo)} to ${fmt(v.hi)})`;
}

/** The section; call update() when the model's battery, running or plotted changes. */
export function createBattery(model, send) {
  const go = h("button", { type: "button", class: "dw-btn", "data-action": "lab-metrics",
    title: "Work out the standard battery of game metrics of the table's games" }, "Game metrics");
  go.addEventListener("click", () => send({ type: "metrics" }));
  const status = h("span", { class: "dw-muted", "data-role": "battery-status" });
  const plot = h("img", { class: "dw-lab-plot dw-lab-battery-plot", "data-role": "battery-plot", alt: "plot: the game metrics of each setting, with their intervals", hidden: true });
  const table = h("div", { class: "dw-lab-table dw-lab-battery-table", "data-role": "battery-table" });
  const el = h("section", { class: "dw-lab-battery", "data-role": "lab-battery" },
    h("div", { class: "dw-toolbar" }, go, status), plot, table);
  return {
    el,
    update() {
      const b = model.get("battery") || {};
      const rows = b.rows || [];
      setProp(go, "disabled", model.get("running") || !model.get("plotted"));
      setText(status, rows.length
        ? "Each with its 95 % interval; defined in docs/metrics.md (after Ludii, Browne and Jaffe et al.)."
        : "Completion, ties, length, branching factor, decisiveness, lead changes, drama, uncertainty and more, with intervals.");
      setProp(plot, "hidden", !b.plot);
      if (b.plot) setAttr(plot, "src", `data:image/svg+xml;charset=utf-8,${encodeURIComponent(b.plot)}`);
      refill(table, JSON.stringify([b.by, b.groups, rows]), () => {
        if (!rows.length) return [];
        const groups = b.groups || [];
        const named = (g) => (b.by ? `${b.by} = ${g}` : String(g));
        let shown = "";
        return h("table", {},
          h("caption", {}, `Game metrics, each with its 95 % interval; ${b.bots || ""}`),
          h("thead", {}, h("tr", {}, h("th", {}, "Metric"), h("th", {}, "Of"),
            groups.map((g) => h("th", {}, named(g))),
            groups.slice(1).map((g) => h("th", {}, `${named(g)} against ${named(groups[0])}`)))),
          h("tbody", {}, rows.map((r) => {
            const first = r.metric !== shown;
            shown = r.metric;
            return h("tr", { "data-role": "battery-row", "data-metric": r.metric, "data-item": r.item },
              h("td", {}, first ? `${r.metric} (${r.unit})` : ""), h("td", {}, r.item),
              r.cells.map((c) => h("td", {}, cellText(c))),
              r.against.slice(1).map((v) => h("td", { "data-verdict": v ? v.verdict : "" }, verdictText(v))));
          })));
      });
    },
  };
}
