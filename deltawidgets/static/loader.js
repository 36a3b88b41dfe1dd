const compiled = globalThis.__deltawidgets_bundles ?? (globalThis.__deltawidgets_bundles = /* @__PURE__ */ new Map());
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
var loader_default = { render };
export {
  loader_default as default
};
