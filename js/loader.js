// The module anywidget loads for every widget of the package (deltawidgets/static/loader.js).
//
// anywidget compiles a widget's `_esm` once per model and gives each model two seconds to be
// ready; a notebook of eight tables, each compiling the whole front-end, can miss that on a
// busy machine (Binder, CI), and a model that misses it takes no more updates from Python.
// So each model's `_esm` is this small loader: the front-end (`_bundle`) is compiled once per
// page, when the first view is drawn, and every view after shares it.

const compiled = (globalThis.__deltawidgets_bundles ??= new Map());

/** The compiled front-end for this model's bundle, compiled on first use. */
function frontEnd(model) {
  const key = model.get("_bundle_key");
  if (!compiled.has(key)) {
    const url = URL.createObjectURL(new Blob([model.get("_bundle")], { type: "text/javascript" }));
    compiled.set(key, import(url).finally(() => URL.revokeObjectURL(url)));
  }
  return compiled.get(key);
}

async function render(context) {
  const module = await frontEnd(context.model);
  return module.default.render(context);
}

export default { render };
