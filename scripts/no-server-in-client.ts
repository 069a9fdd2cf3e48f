import type { Plugin } from "vite";

/**
 * Build guard: the browser bundle must hold no server module — no
 * `*.server.*` file, no owner command (`*.cli.*`, decision 0310), no database driver. React Router strips loaders and actions from route
 * modules; this catches whatever slips past that (a server import from a component, a shared
 * helper that pulls one in) by failing the client build with the offending module's name.
 */
export const SERVER_MODULE =
  /(\.(server|cli)\.[cm]?[jt]sx?$|\/node_modules\/(pg|pg-[a-z-]+|kysely|@electric-sql\/[a-z-]+|nodemailer|express)\/)/;

export function serverModulesIn(moduleIds: Iterable<string>): string[] {
  return [...moduleIds].filter((id) => SERVER_MODULE.test(id.replace(/\\/g, "/")));
}

export function noServerModulesInClient(): Plugin {
  return {
    name: "no-server-modules-in-client",
    apply: "build",
    generateBundle(_options, bundle) {
      if (this.environment.config.consumer !== "client") return;
      const ids = Object.values(bundle).flatMap((c) => (c.type === "chunk" ? Object.keys(c.modules) : []));
      const leaked = serverModulesIn(ids);
      if (leaked.length > 0) {
        this.error(
          `Server modules in the browser bundle:\n  ${leaked.join("\n  ")}\nImport them only from *.server.ts modules or route loaders/actions.`,
        );
      }
    },
  };
}
