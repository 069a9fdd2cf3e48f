import js from "@eslint/js";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import importX from "eslint-plugin-import-x";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

/**
 * The shape of app/, held by lint (tests/lint-rules.test.ts proves each rule bites):
 * ui → features → routes; content holds data, not markup; server modules (`*.server.ts`,
 * `app/server/`) are reached only from other server modules, route modules (their loaders and
 * actions, which React Router keeps out of the browser) and tests — type-only imports excepted.
 */
export const layering = [
  {
    files: ["app/**/*.{ts,tsx}"],
    plugins: { "import-x": importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      "import-x/resolver-next": [createTypeScriptImportResolver({ project: "tsconfig.json" })],
    },
    rules: {
      "import-x/no-cycle": "error",
      "import-x/no-restricted-paths": [
        "error",
        {
          zones: [
            {
              target: "./app/components/ui",
              from: ["./app/components", "./app/routes", "./app/content", "./app/server"],
              except: ["./ui"],
              message: "components/ui holds primitives with no domain words: it imports no feature code.",
            },
            {
              target: "./app/content",
              from: ["./app/components", "./app/routes"],
              message: "app/content is data and copy: it imports no components.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["app/**/*.{ts,tsx}"],
    // Route modules (root.tsx included), the route table and the content check run on the
    // server or in the build only.
    ignores: [
      "app/server/**",
      "app/**/*.server.{ts,tsx}",
      "app/routes/**",
      "app/root.tsx",
      "app/routes.ts",
      "app/composition/content-check.ts",
      "app/**/*.test.{ts,tsx}",
    ],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "(\\.server|(^|/)server/.*)$",
              allowTypeImports: true,
              message: "Server modules stay on the server: import them from a *.server.ts module or a route's loader/action.",
            },
          ],
        },
      ],
    },
  },
];

export default tseslint.config(
  { ignores: ["build/", ".react-router/", "node_modules/", "data/", "test-results/", "playwright-report/", ".tmp/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "warn",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  ...layering,
  { files: ["tests/e2e/**/*.ts"], rules: { "react-hooks/rules-of-hooks": "off" } },
  {
    files: ["server/**/*.js", "scripts/**/*.{js,mjs}", "tests/integration/**/*.{js,mjs}"],
    languageOptions: {
      globals: { process: "readonly", console: "readonly", Buffer: "readonly", fetch: "readonly", setTimeout: "readonly", clearTimeout: "readonly", URL: "readonly" },
    },
    rules: { "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_" }] },
  },
);
