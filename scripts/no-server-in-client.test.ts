import { describe, expect, it } from "vitest";
import { noServerModulesInClient, serverModulesIn } from "./no-server-in-client";

describe("client bundle guard", () => {
  it("names server modules and database drivers, and lets the rest through", () => {
    expect(
      serverModulesIn([
        "/repo/app/ui/accordion.tsx",
        "/repo/app/platform/format.ts",
        "/repo/app/platform/db/db.server.ts",
        "/repo/app/features/blog/blog.server.ts",
        "/repo/app/features/newsletter/newsletter.cli.ts",
        "/repo/app/features/cli-tips/tips.ts",
        "/repo/node_modules/pg/lib/index.js",
        "/repo/node_modules/kysely/dist/esm/index.js",
        "/repo/node_modules/react/index.js",
        "/repo/node_modules/pgp-like/index.js",
      ]),
    ).toEqual([
      "/repo/app/platform/db/db.server.ts",
      "/repo/app/features/blog/blog.server.ts",
      "/repo/app/features/newsletter/newsletter.cli.ts",
      "/repo/node_modules/pg/lib/index.js",
      "/repo/node_modules/kysely/dist/esm/index.js",
    ]);
  });

  it("fails the client build, not the server build", () => {
    const plugin = noServerModulesInClient();
    const bundle = { "a.js": { type: "chunk", modules: { "/repo/app/platform/db/db.server.ts": {} } } };
    const run = (consumer: "client" | "server") => {
      const errors: string[] = [];
      const ctx = { environment: { config: { consumer } }, error: (m: string) => errors.push(m) };
      (plugin.generateBundle as (this: unknown, o: unknown, b: unknown) => void).call(ctx, {}, bundle);
      return errors;
    };
    expect(run("client").join()).toContain("/repo/app/platform/db/db.server.ts");
    expect(run("server")).toEqual([]);
  });
});
