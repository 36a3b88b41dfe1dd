// ESLint for the front-end sources (js/): the recommended rules, for ES modules in the browser;
// the unit tests (js/tests/) run in Node. tests/widgets/test_js.py runs it in the test suite.
import js from "@eslint/js";
import globals from "globals";

export default [
  { ignores: ["deltawidgets/static/**", "node_modules/**"] },
  js.configs.recommended,
  {
    files: ["js/**/*.js"],
    languageOptions: { ecmaVersion: 2022, sourceType: "module", globals: { ...globals.browser } },
    rules: {
      "no-unused-vars": ["error", { args: "after-used", argsIgnorePattern: "^_", caughtErrors: "none" }],
      eqeqeq: ["error", "always"],
      "no-var": "error",
      "prefer-const": "error",
    },
  },
  {
    files: ["js/tests/**/*.js", "eslint.config.js"],
    languageOptions: { globals: { ...globals.node } },
  },
];
