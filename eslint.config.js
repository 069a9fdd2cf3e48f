import fs from "node:fs";
import js from "@eslint/js";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import importX from "eslint-plugin-import-x";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";
import featureImports from "./tools/eslint/feature-imports.js";

/**
 * The shape of app/, held by lint (tests/lint-rules.test.ts proves each rule bites; docs/architecture.md
 * draws it): ui → platform → features → composition → routes. `app/ui` holds primitives with no domain
 * words and imports nothing of the app; `app/platform` (database, env, log, SEO, formatting, the content
 * loader) imports no feature; a feature reaches another feature only through that feature's public
 * modules (`index.ts`, `components.ts`, `index.server.ts`, `lists.ts`: closed lists as plain data, and
 * `definition.ts`: a content type's fields, from which its schema and editor fields are derived); nothing under app/ but the route table
 * imports a route module; no two features import each other (a folder-level rule) and no feature imports
 * app/composition. Server modules (`*.server.ts`) are reached only from other server modules,
 * route modules (their loaders and actions, which React Router keeps out of the browser) and tests —
 * type-only imports excepted. The content data lives in content/, which holds no code
 * (tests/content-folder.test.ts).
 */
const FEATURES = fs.readdirSync(`${import.meta.dirname}/app/features`, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name);
const PUBLIC_MODULES = ["index.ts", "index.server.ts", "components.ts", "lists.ts", "definition.ts"];

export const layering = [
  {
    files: ["app/**/*.{ts,tsx}"],
    plugins: { "import-x": importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      "import-x/resolver-next": [createTypeScriptImportResolver({ project: "tsconfig.json" })],
    },
    // ignoreExternal: cycles are between our modules; walking into node_modules was 90 % of the
    // lint run (~40 CPU s), ignoring it ~9 s. A cycle through the ~/ alias is still found (lint-rules test).
    rules: { "import-x/no-cycle": ["error", { ignoreExternal: true }] },
  },
  {
    files: ["app/**/*.{ts,tsx}"],
    // Tests may reach the insides they test.
    ignores: ["app/**/*.test.{ts,tsx}"],
    plugins: { "import-x": importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      "import-x/resolver-next": [createTypeScriptImportResolver({ project: "tsconfig.json" })],
    },
    rules: {
      "import-x/no-restricted-paths": [
        "error",
        {
          zones: [
            {
              target: "./app/ui",
              from: ["./app/features", "./app/platform", "./app/composition", "./app/routes"],
              message: "app/ui holds primitives with no domain words: it imports nothing of the app but other primitives.",
            },
            {
              target: "./app/platform",
              from: ["./app/features", "./app/ui", "./app/composition", "./app/routes"],
              message: "app/platform is the features' ground (database, env, log, SEO, formatting, content loader): it imports no feature.",
            },
            {
              // Route modules (app/features/<f>/routes/) are the pages as React Router loads them: like the
              // route table, they meet the composition (the services in the router's context).
              target: ["./app/features/*/*.{ts,tsx}", "./app/features/*/!(routes)/**"],
              from: ["./app/composition"],
              message: "app/composition is where the features meet: a feature never imports it (take what it needs as an argument, or move it to app/platform or to the feature).",
            },
            {
              target: ["./app/features", "./app/composition"],
              from: ["./app/routes/**", "./app/features/*/routes/**"],
              message: "Route modules (app/features/<feature>/routes/, app/routes/) are reached only through app/routes.ts.",
            },
            ...FEATURES.map((feature) => ({
              target: `./app/features/${feature}`,
              from: "./app/features",
              except: [`./${feature}`, ...FEATURES.filter((f) => f !== feature).flatMap((f) => PUBLIC_MODULES.map((m) => `./${f}/${m}`))],
              message: "A feature imports another feature only through its public modules: index.ts, components.ts, index.server.ts, lists.ts, definition.ts.",
            })),
          ],
        },
      ],
    },
  },
  {
    // Configuration is read only through app/platform/env.server.ts (parseEnv, configValue, configSource).
    files: ["app/**/*.{ts,tsx}", "server/**/*.ts"],
    ignores: ["app/platform/env.server.ts", "**/*.test.{ts,tsx}"],
    rules: {
      "no-restricted-properties": [
        "error",
        { object: "process", property: "env", message: "Read configuration through app/platform/env.server.ts (parseEnv, configValue or configSource), where every setting is named." },
      ],
    },
  },
  {
    // Features as folders: no two of them import each other (tools/eslint/feature-imports.js).
    files: ["app/features/**/*.{ts,tsx}"],
    ignores: ["app/**/*.test.{ts,tsx}"],
    plugins: { features: featureImports },
    rules: { "features/no-two-way-imports": "error" },
  },
  {
    files: ["app/**/*.{ts,tsx}"],
    // Route modules (root.tsx included), the route table and the content check run on the
    // server or in the build only.
    ignores: [
      "app/**/*.server.{ts,tsx}",
      "app/routes/**",
      "app/features/*/routes/**",
      "app/root.tsx",
      "app/routes.ts",
      "app/composition/content-check.ts",
      // Loaders that plain Node loads by these names (react-router.config.ts): server and build only.
      "app/features/operators/operators.ts",
      "app/features/pages/page-variables.ts",
      // The owner's commands (*.cli.ts) run in Node only, started by npm run (below: nothing else imports them).
      "app/**/*.cli.ts",
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
  {
    // The owner's commands (<feature>/<name>.cli.ts, decision 0310) run only from npm run, through the
    // command table app/composition/commands.cli.ts: no module of the site imports one, so no command's
    // code reaches a page, the server or a browser bundle (scripts/no-server-in-client.ts also checks the
    // bundle). A command may import another command's helpers (app/platform/command.cli.ts).
    files: ["app/**/*.{ts,tsx}", "server/**/*.ts"],
    ignores: ["app/**/*.cli.ts", "**/*.test.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "\\.cli(\\.ts)?$",
              message: "A command module (*.cli.ts) runs only from npm run (app/composition/commands.cli.ts): import it only from another *.cli.ts module or a test.",
            },
          ],
        },
      ],
    },
  },
];

export default tseslint.config(
  { ignores: ["build/", "dist/", ".react-router/", "node_modules/", "data/", "test-results/", "playwright-report/", ".tmp/"] },
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
    files: ["scripts/**/*.{js,mjs}", "tests/integration/**/*.{js,mjs}"],
    languageOptions: {
      globals: { process: "readonly", console: "readonly", Buffer: "readonly", fetch: "readonly", setTimeout: "readonly", clearTimeout: "readonly", URL: "readonly" },
    },
    rules: { "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_" }] },
  },
);
