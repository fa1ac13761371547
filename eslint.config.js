import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/**
 * A file of another folder is named by its subpath import (`#contract/…`, `#app/…`, `#server/…`: package.json
 * "imports", ADR 0076), never by climbing: `../x` reaches a sibling folder at most.
 */
const NO_CLIMBING = {
  group: ["../../*", "~/*"],
  message: 'Não suba mais de uma pasta: importe por #contract/…, #app/…, #server/…, #tests/… (package.json "imports").',
};

export default tseslint.config(
  { ignores: ["build/", "node_modules/", ".react-router/", "data/", ".tmp/", "test-results/", "playwright-report/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/no-explicit-any": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": "error",
      "no-restricted-imports": ["error", { patterns: [NO_CLIMBING] }],
    },
  },
  {
    // The two layers meet only through the REST contract.
    files: ["app/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            NO_CLIMBING,
            { group: ["**/server/*", "\\#server/*"], message: "app/ não importa server/: use app/services e contract/." },
          ],
          paths: [
            {
              name: "@conform-to/react",
              importNames: ["getInputProps", "getSelectProps", "getTextareaProps"],
              message: "Use #app/lib/forms/control-props.ts: um campo em erro leva o foco (ADR 0075).",
            },
          ],
        },
      ],
    },
  },
  {
    // The one module that wraps Conform's control props.
    files: ["app/lib/forms/control-props.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [NO_CLIMBING, { group: ["**/server/*", "\\#server/*"], message: "app/ não importa server/." }] },
      ],
    },
  },
  {
    files: ["server/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [NO_CLIMBING, { group: ["**/app/*", "\\#app/*"], message: "server/ não importa app/." }] },
      ],
    },
  },
);
