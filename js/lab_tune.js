// The lab's Tune tab (deltawidgets/widgets/lab_tune.py): pick the rule options to search and
// their ranges (a low and a high number, or for a choice the values it may take), the
// objective and the budget, and press Tune. Python checks it all and plays the trials; the page
// shows the synced `tuning` dict: progress, each trial, the best so far and the search's plot.
import { h, refill, replaceChildren, setAttr, setProp, setText } from "./dom.js";
import { fieldKind, resolve } from "./params_form.js";

const SEARCHABLE = new Set(["int", "number", "bool", "enum"]);
const fmt = (x) => (x === null || x === undefined ? "–" : Number(x).toFixed(3));

/** The Tune tab; call update() when the model's schema, options or tuning change. */
export function createTune(model, send) {
  const rows = h("div", { class: "dw-lab-tune-rows", "data-role": "tune-options" });
  const objective = h("select", { "data-role": "tune-objective", title: "What the search makes as small as it can" },
    h("option", { value: "balance" }, "balance: every seat wins about as often"),
    h("option", { value: "length" }, "length: games of a target number of decisions"));
  const target = h("input", { type: "number", min: 1, step: 1, value: 120, class: "dw-seed", "data-role": "tune-length",
    title: "The target game length, in decisions" });
  const trials = h("input", { type: "number", min: 1, step: 1, value: 8, class: "dw-seed", "data-role": "tune-trials" });
  const games = h("input", { type: "number", min: 1, step: 1, value: 40, class: "dw-seed", "data-role": "tune-games" });
  const go = h("button", { type: "button", class: "dw-btn dw-primary", "data-action": "tune-run", title: "Search in the background" }, "Tune");
  const stop = h("button", { type: "button", class: "dw-btn", "data-action": "tune-stop", title: "Stop: the finished trials are kept" }, "Stop");
  const status = h("div", { class: "dw-muted", "data-role": "tune-status", "aria-live": "polite" });
  const best = h("div", { class: "dw-lab-tune-best", "data-role": "tune-best" });
  const table = h("div", { class: "dw-lab-table", "data-role": "tune-trials-table" });
  const plot = h("img", { class: "dw-lab-plot", "data-role": "tune-plot", alt: "plot: the objective of each trial", hidden: true });
  const el = h("details", { class: "dw-lab-tune", "data-role": "lab-tune" },
    h("summary", {}, "Tune rule options (search for a fairer or better-paced game)"),
    h("p", { class: "dw-muted" }, "Tick the options to search and give each a range; every trial plays the same seeds with the bots above."),
    rows,
    h("div", { class: "dw-toolbar" },
      h("label", { class: "dw-inline" }, "Objective ", objective), h("label", { class: "dw-inline" }, "target ", target),
      h("label", { class: "dw-inline" }, "Trials ", trials), h("label", { class: "dw-inline" }, "Games a trial ", games),
      go, stop),
    status, best, plot, table);

  let fields = [];
  const build = () => {
    const s = model.get("options_schema") || {};
    const values = model.get("options") || {};
    fields = [];
    const out = [];
    for (const [name, raw] of Object.entries(s.properties || {})) {
      const prop = resolve(s, raw);
      const kind = fieldKind(prop);
      if (!SEARCHABLE.has(kind)) continue;
      const on = h("input", { type: "checkbox", "data-role": "tune-pick", "data-option": name });
      const now = values[name];
      let inputs;
      if (kind === "int" || kind === "number") {
        const lo = h("input", { type: "number", class: "dw-seed", "data-role": "tune-lo", "data-option": name, value: prop.minimum ?? now,
          step: kind === "int" ? 1 : "any", "aria-label": `${prop.title || name}: lowest` });
        const hi = h("input", { type: "number", class: "dw-seed", "data-role": "tune-hi", "data-option": name, value: prop.maximum ?? now,
          step: kind === "int" ? 1 : "any", "aria-label": `${prop.title || name}: highest` });
        inputs = { lo, hi, read: () => [Number(lo.value), Number(hi.value)], parts: ["from ", lo, " to ", hi] };
      } else {
        const choices = kind === "bool" ? [true, false] : prop.enum || [];
        inputs = { read: () => ({ values: choices }), parts: [choices.map(String).join(" / ")] };
      }
      fields.push({ name, on, inputs });
      out.push(h("label", { class: "dw-inline dw-lab-tune-row", "data-option": name }, on, ` ${prop.title || name} `, ...inputs.parts));
    }
    replaceChildren(rows, out);
  };

  go.addEventListener("click", () => {
    const space = {};
    for (const f of fields) if (f.on.checked) space[f.name] = f.inputs.read();
    const goal = objective.value === "length" ? { length: Number(target.value) } : "balance";
    send({ type: "tune", space, objective: goal, trials: Number(trials.value), games_per_trial: Number(games.value) });
  });
  stop.addEventListener("click", () => send({ type: "tune_stop" }));

  let drawnForm = "";
  return {
    el,
    update() {
      const sig = JSON.stringify([model.get("options_schema"), model.get("options")]);
      if (sig !== drawnForm) {
        drawnForm = sig;
        build();
      }
      const t = model.get("tuning") || {};
      const running = Boolean(t.running);
      setAttr(el, "data-running", running ? "true" : "false");
      setProp(go, "disabled", running || model.get("running"));
      setProp(stop, "disabled", !running || Boolean(t.stopping));
      setProp(target, "disabled", objective.value !== "length");
      setText(status, t.status || "");
      const b = t.best;
      setText(best, b ? `Best: ${Object.entries(b.options).map(([k, v]) => `${k} = ${JSON.stringify(v)}`).join(", ")}; objective ${fmt(b.value)} (95 % interval ${fmt(b.lo)} to ${fmt(b.hi)})` : "");
      setProp(plot, "hidden", !t.plot);
      if (t.plot) setAttr(plot, "src", `data:image/svg+xml;charset=utf-8,${encodeURIComponent(t.plot)}`);
      const names = t.options || [];
      refill(table, JSON.stringify([t.trials, names]), () => {
        if (!(t.trials || []).length) return [];
        return h("table", {},
          h("caption", {}, "Trials (objective: smaller is better; a pruned trial stopped once its interval ruled it out)"),
          h("thead", {}, h("tr", {}, h("th", {}, "Trial"), h("th", {}, "State"), names.map((n) => h("th", {}, n)),
            h("th", {}, "Objective"), h("th", {}, "95 % interval"), h("th", {}, "Games"))),
          h("tbody", {}, t.trials.map((r) => h("tr", { "data-role": "tune-trial" }, h("td", {}, String(r.number + 1)), h("td", {}, r.state),
            names.map((n) => h("td", {}, JSON.stringify(r.params[n]))), h("td", {}, fmt(r.value)),
            h("td", {}, `${fmt(r.lo)} to ${fmt(r.hi)}`), h("td", {}, String(r.games))))));
      });
    },
  };
}
