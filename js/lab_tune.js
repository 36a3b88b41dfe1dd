// The lab's Tune tab (deltawidgets/widgets/lab_tune.py): pick the rule options to search and
// their ranges (a low and a high number, or for a choice the values it may take), the
// objective and the budget, and press Tune. Python says which options a designer tunes and the
// range the rules accept for each (the synced `tune_options`: never the number of players, a seat
// or a safety guard), checks the search and plays the trials; the page shows the synced `tuning`
// dict: progress and the time since Tune, each trial, the best so far, the search's plot, the
// verdict of the finalists played again on fresh seeds, and the run's error beside its button.
import { h, refill, replaceChildren, setAttr, setProp, setText } from "./dom.js";

const fmt = (x) => (x === null || x === undefined ? "–" : Number(x).toFixed(3));

/** The Tune tab; call update() when the model's tune options or tuning change. */
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
  const progress = h("progress", { class: "dw-lab-progress", "data-role": "tune-progress", max: 1, value: 0 });
  // beside the Tune button: what the run is doing, and what went wrong with it
  const status = h("span", { class: "dw-muted dw-lab-tune-status", "data-role": "tune-status", "aria-live": "polite" });
  const error = h("div", { class: "dw-error", "data-role": "tune-error", "aria-live": "assertive" });
  const verdict = h("div", { class: "dw-lab-tune-best", "data-role": "tune-verdict" });
  const best = h("div", { class: "dw-muted", "data-role": "tune-best" });
  const replay = h("div", { class: "dw-lab-table", "data-role": "tune-replay-table" });
  const table = h("div", { class: "dw-lab-table", "data-role": "tune-trials-table" });
  const plot = h("img", { class: "dw-lab-plot", "data-role": "tune-plot", alt: "plot: the objective of each trial", hidden: true });
  const el = h("details", { class: "dw-lab-tune", "data-role": "lab-tune" },
    h("summary", {}, "Tune rule options (search for a fairer or better-paced game)"),
    h("p", { class: "dw-muted" }, "Tick the options to search and give each a range; every trial plays the same seeds with the bots above, "
      + "and the best settings are then played again on fresh seeds beside the rulebook's."),
    rows,
    h("div", { class: "dw-toolbar" },
      h("label", { class: "dw-inline" }, "Objective ", objective), h("label", { class: "dw-inline" }, "target ", target),
      h("label", { class: "dw-inline" }, "Trials ", trials), h("label", { class: "dw-inline" }, "Games a trial ", games)),
    h("div", { class: "dw-toolbar", "data-role": "tune-controls" }, go, stop, progress, status),
    error, verdict, best, plot, replay, table);

  let fields = [];
  const build = () => {
    const values = model.get("options") || {};
    fields = [];
    const out = [];
    for (const o of model.get("tune_options") || []) {
      const on = h("input", { type: "checkbox", "data-role": "tune-pick", "data-option": o.name });
      let inputs;
      if (o.kind === "choice") {
        inputs = { read: () => ({ values: o.values }), parts: [o.values.map(String).join(" / ")] };
      } else {
        const step = o.kind === "int" ? 1 : "any";
        const lo = h("input", { type: "number", class: "dw-seed", "data-role": "tune-lo", "data-option": o.name, value: o.lo, step,
          "aria-label": `${o.title}: lowest` });
        const hi = h("input", { type: "number", class: "dw-seed", "data-role": "tune-hi", "data-option": o.name, value: o.hi, step,
          "aria-label": `${o.title}: highest` });
        inputs = { read: () => [Number(lo.value), Number(hi.value)], parts: ["from ", lo, " to ", hi, ` (now ${JSON.stringify(values[o.name])})`] };
      }
      fields.push({ name: o.name, on, inputs });
      out.push(h("label", { class: "dw-inline dw-lab-tune-row", "data-option": o.name }, on, ` ${o.title} `, ...inputs.parts));
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

  // while the run goes on, the time since Tune counted on from Python's last figure (Python's
  // sentence after the run says it itself)
  let clock = null;
  let since = { elapsed: 0, at: 0 };
  const tick = () => {
    const t = model.get("tuning") || {};
    const seconds = since.elapsed + (performance.now() - since.at) / 1000;
    setText(status, t.running ? `${t.status || ""} · ${seconds.toFixed(0)} s` : t.status || "");
  };

  let drawnForm = "";
  return {
    el,
    update() {
      const sig = JSON.stringify([model.get("tune_options"), model.get("options")]);
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
      const [played, of] = t.replayed || [(t.trials || []).length, t.total || 0];
      setProp(progress, "max", Math.max(of, 1));
      setProp(progress, "value", played);
      since = { elapsed: t.elapsed || 0, at: performance.now() };
      if (running && clock === null) clock = setInterval(tick, 1000);
      if (!running && clock !== null) {
        clearInterval(clock);
        clock = null;
      }
      tick();
      setText(error, t.error || "");
      // option names come in backticks, as in a notebook's Markdown: shown as code
      refill(verdict, t.verdict || "", () => (t.verdict || "").split("`").map((part, i) => (i % 2 ? h("code", {}, part) : part)));
      const b = t.best;
      setText(best, b ? `Best on the search's seeds: ${Object.entries(b.options).map(([k, v]) => `${k} = ${JSON.stringify(v)}`).join(", ")}; objective ${fmt(b.value)} (95 % interval ${fmt(b.lo)} to ${fmt(b.hi)})` : "");
      setProp(plot, "hidden", !t.plot);
      if (t.plot) setAttr(plot, "src", `data:image/svg+xml;charset=utf-8,${encodeURIComponent(t.plot)}`);
      const names = t.options || [];
      refill(replay, JSON.stringify([t.replay, names]), () => {
        if (!(t.replay || []).length) return [];
        return h("table", {},
          h("caption", {}, "Played again on fresh seeds: each setting's difference from the first, with a 95 % interval (joint over the finalists)"),
          h("thead", {}, h("tr", {}, names.map((n) => h("th", {}, n)), h("th", {}, "Games"), h("th", {}, "Objective"),
            h("th", {}, "Difference"), h("th", {}, "95 % interval"), h("th", {}, "Verdict"))),
          h("tbody", {}, t.replay.map((r) => h("tr", { "data-role": "tune-replayed" }, names.map((n) => h("td", {}, JSON.stringify(r.params[n]))),
            h("td", {}, String(r.games)), h("td", {}, fmt(r.value)), h("td", {}, fmt(r.difference)),
            h("td", {}, `${fmt(r.lo)} to ${fmt(r.hi)}`), h("td", {}, r.verdict)))));
      });
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
    destroy() {
      if (clock !== null) clearInterval(clock);
    },
  };
}
