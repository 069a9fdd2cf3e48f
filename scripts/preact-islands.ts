import path from "node:path";
import { build, type InlineConfig, type Plugin } from "vite";
import type { OutputChunk, RolldownOutput } from "rolldown";

/**
 * The islands' browser build on Preact (decision 0210). The public pages' islands
 * (app/islands.client.ts → app/composition/island-runtime.client.ts → app/composition/islands.ts)
 * are built a second time, on their own, with `react`, `react-dom` and their entry points aliased
 * to `preact/compat`: the same source files, a separate module graph, so a module the islands share
 * with the routes React Router hydrates whole (the newsletter link pages, the editor) is simply
 * built once per flavour. The server keeps rendering every page with React 19, and those routes
 * keep React in the browser.
 *
 * The nested build runs inside the React Router client build (its `generateBundle`), and its files
 * are emitted into that build's output: React Router empties `build/client` when it starts and
 * prerenders after its server build, so the islands' files land in the same folder as the rest,
 * are compressed by the same step (scripts/precompress.mjs) and served by the same `/assets/`
 * rule. The entry's hashed file name reaches the server render through the virtual module
 * `virtual:islands-entry` (app/root.tsx), resolved once the client build has run; in `npm run dev`
 * (every page hydrated whole by the router, with React) it is `null`.
 */
export const ISLANDS_ENTRY_ID = "virtual:islands-entry";

/** The islands' module specifiers that name React, and what they become in the Preact build. */
const PREACT_ALIASES = [
  { find: /^react$/, replacement: "preact/compat" },
  { find: /^react\/jsx-runtime$/, replacement: "preact/compat/jsx-runtime" },
  { find: /^react\/jsx-dev-runtime$/, replacement: "preact/compat/jsx-dev-runtime" },
  { find: /^react-dom$/, replacement: "preact/compat" },
  { find: /^react-dom\/client$/, replacement: "preact/compat/client" },
];

/** Preact itself: one chunk that every island shares, like React's before it. */
const PREACT = /\/node_modules\/preact\//;

export interface PreactIslandsOptions {
  /** The browser entry of the islands, relative to the project root. */
  entry: string;
  /** Shared with the main build: defines, the `~` alias, and the plugins that must run on every browser chunk. */
  define: Record<string, string>;
  alias: Record<string, string>;
  plugins: () => Plugin[];
  /** Told the islands' chunks once built (the bundle report lists them beside React Router's). */
  onChunks?: (chunks: OutputChunk[]) => void;
}

export function preactIslands(options: PreactIslandsOptions): Plugin {
  let root = process.cwd();
  let base = "/";
  let command: "build" | "serve" = "serve";
  /** `/assets/islands-<hash>.js`, once the client build has emitted it. */
  let entryUrl: string | undefined;
  return {
    name: "preact-islands",
    configResolved(config) {
      root = config.root;
      base = config.base;
      command = config.command;
    },
    resolveId: {
      filter: { id: /^virtual:islands-entry$/ },
      handler: (source) => (source === ISLANDS_ENTRY_ID ? `\0${ISLANDS_ENTRY_ID}` : null),
    },
    load: {
      filter: { id: /^\0virtual:islands-entry$/ },
      handler(id) {
        if (id !== `\0${ISLANDS_ENTRY_ID}`) return null;
        if (command === "build" && this.environment.config.consumer === "server" && !entryUrl) {
          this.error("preact-islands: the server build ran before the client build emitted the islands' entry");
        }
        return `export default ${JSON.stringify(entryUrl ?? null)};`;
      },
    },
    async generateBundle() {
      if (command !== "build" || this.environment.config.consumer !== "client") return;
      const started = performance.now();
      const config: InlineConfig = {
        configFile: false,
        root,
        base,
        mode: "production",
        logLevel: "warn",
        define: options.define,
        resolve: { alias: [...PREACT_ALIASES, ...Object.entries(options.alias).map(([find, replacement]) => ({ find, replacement }))] },
        plugins: options.plugins(),
        build: {
          write: false,
          target: "es2022",
          modulePreload: false,
          copyPublicDir: false,
          reportCompressedSize: false,
          emptyOutDir: false,
          rolldownOptions: {
            input: { islands: path.resolve(root, options.entry) },
            // `"use client"` at the top of Radix, Sonner and lucide modules means nothing to a browser bundle.
            onwarn(warning, warn) {
              if (warning.code !== "MODULE_LEVEL_DIRECTIVE") warn(warning);
            },
            output: {
              entryFileNames: "assets/[name]-[hash].js",
              chunkFileNames: "assets/[name]-[hash].js",
              manualChunks: (id) => (PREACT.test(id.replace(/\\/g, "/")) ? "preact" : undefined),
            },
          },
        },
      };
      const result = (await build(config)) as RolldownOutput | RolldownOutput[];
      const outputs = (Array.isArray(result) ? result : [result]).flatMap((r) => r.output);
      const chunks: OutputChunk[] = [];
      for (const file of outputs) {
        if (file.type === "chunk") {
          chunks.push(file);
          if (file.isEntry) {
            entryUrl = `${base}${file.fileName}`;
            // Every page loads the entry: a chunk it imported statically would come one round trip later.
            if (file.imports.length) {
              this.error(`preact-islands: the islands' entry imports ${file.imports.join(", ")} statically; group it with the entry (manualChunks) so every page loads one file`);
            }
          }
          this.emitFile({ type: "asset", fileName: file.fileName, source: file.code });
        } else {
          // A stylesheet or an image of an island would be a second copy of what the documents inline.
          this.error(`preact-islands: the islands' build emitted ${file.fileName}; islands import no CSS or assets (the stylesheet is inlined in every document)`);
        }
      }
      if (!entryUrl) this.error("preact-islands: the islands' build has no entry chunk");
      options.onChunks?.(chunks);
      this.info(`islands on Preact: ${chunks.length} chunks in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    },
  };
}
