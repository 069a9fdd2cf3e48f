import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { OutputChunk } from "rolldown";
import type { Plugin } from "vite";

/** One client chunk as Rolldown wrote it: its file, what loads it, and what it holds. */
export interface ChunkReport {
  file: string;
  name: string;
  isEntry: boolean;
  isDynamicEntry: boolean;
  /** Files this chunk imports statically (loaded with it) and dynamically (loaded on demand). */
  imports: string[];
  dynamicImports: string[];
  bytes: number;
  /** Where the chunk's bytes come from: npm package or `app/...` file → minified bytes. */
  sources: Record<string, number>;
}

/** `…/node_modules/@radix-ui/react-dialog/dist/index.mjs` → `@radix-ui/react-dialog`; app files stay paths. */
export function sourceOf(id: string, root: string): string {
  const clean = id.replace(/\\/g, "/").replace(/^\0/, "").replace(/\?.*$/, "");
  const nm = clean.lastIndexOf("/node_modules/");
  if (nm >= 0) {
    const rest = clean.slice(nm + "/node_modules/".length).split("/");
    return rest[0]!.startsWith("@") ? `${rest[0]}/${rest[1]}` : rest[0]!;
  }
  return clean.startsWith(root) ? path.posix.relative(root, clean) : clean;
}

/**
 * Writes `build/bundle-report.json` (or `$BUILD_DIR/bundle-report.json`) after the client build from Rolldown's own output metadata:
 * every chunk with the packages and app files it holds (minified bytes, before compression).
 * `npm run js-budget -- --detail` prints it beside the on-the-wire bytes of each script, so the
 * question "what is in this chunk and why is it loaded here" has an answer without a visualizer.
 */
export function bundleReport(extraChunks: () => OutputChunk[] = () => []): Plugin {
  let root = "";
  return {
    name: "bundle-report",
    apply: "build",
    configResolved(config) {
      root = config.root.replace(/\\/g, "/");
    },
    generateBundle(_options, bundle) {
      if (this.environment.config.consumer !== "client") return;
      const chunks: ChunkReport[] = [];
      // The islands' Preact build (scripts/preact-islands.ts) reaches this bundle as assets: its chunks come from it.
      for (const c of [...Object.values(bundle), ...extraChunks()]) {
        if (c.type !== "chunk") continue;
        const sources: Record<string, number> = {};
        for (const [id, m] of Object.entries(c.modules)) {
          const key = sourceOf(id, root);
          sources[key] = (sources[key] ?? 0) + m.renderedLength;
        }
        chunks.push({
          file: c.fileName,
          name: c.name,
          isEntry: c.isEntry,
          isDynamicEntry: c.isDynamicEntry,
          imports: c.imports,
          dynamicImports: c.dynamicImports,
          bytes: Buffer.byteLength(c.code),
          sources: Object.fromEntries(Object.entries(sources).sort((a, b) => b[1] - a[1])),
        });
      }
      // Beside the build it describes (BUILD_DIR, as react-router.config.ts), not always in build/.
      const out = path.resolve(root, process.env.BUILD_DIR || "build");
      mkdirSync(out, { recursive: true });
      writeFileSync(path.join(out, "bundle-report.json"), JSON.stringify(chunks, null, 1) + "\n");
    },
  };
}
