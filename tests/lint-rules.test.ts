/**
 * The layering rules of eslint.config.js bite: each deliberate violation below is reported, and
 * the allowed forms are not. Runs ESLint's Node API on source strings placed at real paths.
 */
import fs from "node:fs";
import path from "node:path";
import { ESLint } from "eslint";
import { afterAll, describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "..");
const eslint = new ESLint({ cwd: root });

async function ruleIds(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result!.messages.map((m) => m.ruleId ?? m.message);
}

const ZONES = "import-x/no-restricted-paths";
const SERVER = "@typescript-eslint/no-restricted-imports";
const serverImport = `import { getPosts } from "~/features/blog/blog.server";\nexport const X = getPosts;\n`;

/** [what, file, code, the rule that must report it — or null: allowed, no message at all] */
const CASES: [string, string, string, string | null][] = [
  ["ui importing a feature", "app/ui/fixture.tsx", `import { NewsletterBox } from "~/features/newsletter/components";\nexport const X = NewsletterBox;\n`, ZONES],
  ["ui importing platform", "app/ui/fixture.tsx", `import { formatEuro } from "~/platform/format";\nexport const X = formatEuro;\n`, ZONES],
  ["ui importing a primitive", "app/ui/fixture.tsx", `import { Accordion } from "./accordion";\nexport const X = Accordion;\n`, null],
  ["platform importing a feature", "app/platform/fixture.ts", `import { formatRating } from "~/features/operators";\nexport const X = formatRating;\n`, ZONES],
  ["a feature importing another feature's inside", "app/features/reviews/fixture.tsx", `import { StarRating } from "~/features/operators/star-rating";\nexport const X = StarRating;\n`, ZONES],
  ["a feature importing another feature's inside, relatively", "app/features/pages/fixture.ts", `import { getOperators } from "../operators/operators";\nexport const X = getOperators;\n`, ZONES],
  ["a feature importing another feature's public module", "app/features/reviews/fixture.tsx", `import { StarRating } from "~/features/operators/components";\nimport { formatRating } from "~/features/operators";\nexport const X = [StarRating, formatRating];\n`, null],
  ["a feature importing its own modules", "app/features/operators/fixture.tsx", `import { StarRating } from "./star-rating";\nexport const X = StarRating;\n`, null],
  ["a feature importing a route module", "app/features/home/fixture.tsx", `import Home from "~/features/home/routes/home";\nexport const X = Home;\n`, ZONES],
  ["a feature importing its own route module", "app/features/blog/fixture.ts", `import { loader } from "./routes/blog";\nexport const X = loader;\n`, ZONES],
  ["composition importing a route module", "app/composition/fixture.ts", `import { loader } from "~/routes/not-found";\nexport const X = loader;\n`, ZONES],
  ["a route module importing another route module", "app/features/outbound/routes/fixture.tsx", `export { default } from "~/routes/not-found";\n`, ZONES],
  // Route modules live in their feature (app/features/<f>/routes/, decision 0330) and meet the composition
  // (the services in the router's context), like the route table; other features only through public modules.
  ["a route module in a feature importing app/composition", "app/features/blog/routes/fixture.ts", `import { servicesContext } from "~/composition/services.server";\nexport const X = servicesContext;\n`, null],
  ["a route module in a feature importing another feature's public module", "app/features/blog/routes/fixture.tsx", `import { getOperators } from "~/features/operators/index.server";\nexport const X = getOperators;\n`, null],
  ["a route module in a feature importing another feature's inside", "app/features/blog/routes/fixture.tsx", `import { getOperators } from "~/features/operators/operators";\nexport const X = getOperators;\n`, ZONES],
  ["a component importing a server module", "app/features/blog/fixture.tsx", serverImport, SERVER],
  ["a component importing a feature's server public module", "app/features/reviews/fixture.tsx", `import { getOperators } from "~/features/operators/index.server";\nexport const X = getOperators;\n`, SERVER],
  ["platform code importing a server module", "app/platform/fixture.ts", `import { migrate } from "./db/db.server";\nexport const X = migrate;\n`, SERVER],
  ["a server module importing a server module", "app/platform/fixture.server.ts", `import { migrate } from "./db/db.server";\nexport const X = migrate;\n`, null],
  ["a route module importing a server module", "app/routes/fixture.tsx", serverImport, null],
  ["a route module in a feature importing a server module", "app/features/blog/routes/fixture.tsx", serverImport, null],
  ["a feature importing app/composition", "app/features/outbound/fixture.server.ts", `import { prerenderPaths } from "~/composition/site-pages.server";\nexport const X = prerenderPaths;\n`, ZONES],
  ["app code reading process.env", "app/features/panel/fixture.server.ts", `export const X = process.env.ADMIN_PASSWORD;\n`, "no-restricted-properties"],
  ["the server reading process.env", "server/fixture.ts", `export const X = process.env.PORT;\n`, "no-restricted-properties"],
  // The owner's commands (*.cli.ts, decision 0310): run only by npm run, never imported by the site.
  ["a server module importing a command", "app/features/panel/fixture.server.ts", `import { statsCli } from "./stats.cli";\nexport const X = statsCli;\n`, "no-restricted-imports"],
  ["a component importing a command", "app/features/newsletter/fixture.tsx", `import { newsletterCli } from "~/features/newsletter/newsletter.cli.ts";\nexport const X = newsletterCli;\n`, "no-restricted-imports"],
  ["the server importing a command", "server/fixture.ts", `import { backupCli } from "../app/features/backups/backup.cli";\nexport const X = backupCli;\n`, "no-restricted-imports"],
  ["a command importing server modules and the commands' helpers", "app/features/panel/fixture.cli.ts", `import { runCli } from "../../platform/command.cli";\nimport { getStats } from "./stats.server";\nexport const X = [runCli, getStats];\n`, null],
  ["a command importing another feature's inside", "app/features/backups/fixture.cli.ts", `import { hashPassword } from "../panel/admin-auth.server";\nexport const X = hashPassword;\n`, ZONES],
  ["a component importing a server module's types", "app/features/blog/fixture.tsx", `import type { BlogPost } from "~/features/blog/blog.server";\nexport type X = BlogPost;\n`, null],
];

describe("layering lint rules", () => {
  it.each(CASES)("%s", async (_what, file, code, rule) => {
    const reported = await ruleIds(file, code);
    if (rule) expect(reported).toContain(rule);
    else expect(reported).toEqual([]);
  }, 600_000);

  describe("import cycles", () => {
    const dir = path.join(root, "app", "platform", `cycle-fixture-${process.pid}`);
    afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

    it("are reported", async () => {
      fs.mkdirSync(dir, { recursive: true });
      fs.writeFileSync(path.join(dir, "a.ts"), `import { b } from "./b";\nexport const a = () => b();\n`);
      fs.writeFileSync(path.join(dir, "b.ts"), `import { a } from "./a";\nexport const b = () => a();\n`);
      const file = path.relative(root, path.join(dir, "a.ts"));
      expect(await ruleIds(file, fs.readFileSync(path.join(dir, "a.ts"), "utf8"))).toContain("import-x/no-cycle");
    }, 600_000);

    // The rule skips node_modules (ignoreExternal, for speed): a cycle written through the ~/ alias
    // must still count as ours.
    it("are reported through the ~/ alias", async () => {
      const alias = `~/platform/${path.basename(dir)}`;
      fs.mkdirSync(dir, { recursive: true });
      fs.writeFileSync(path.join(dir, "c.ts"), `import { d } from "${alias}/d";\nexport const c = () => d();\n`);
      fs.writeFileSync(path.join(dir, "d.ts"), `import { c } from "${alias}/c";\nexport const d = () => c();\n`);
      const file = path.relative(root, path.join(dir, "c.ts"));
      expect(await ruleIds(file, fs.readFileSync(path.join(dir, "c.ts"), "utf8"))).toContain("import-x/no-cycle");
    }, 600_000);
  });

  describe("two features importing each other (folder level)", () => {
    const TWO_WAY = "features/no-two-way-imports";
    // responsible-gambling imports layout; layout imports no feature but copy. The planted file makes layout import it back.
    const planted = path.join(root, "app", "features", "layout", `two-way-fixture-${process.pid}.ts`);
    const back = `import type { X } from "~/features/responsible-gambling/components";\nexport type Z = X;\n`;
    const there = "app/features/responsible-gambling/fixture.ts";
    const code = `import { useShellCopy } from "~/features/layout";\nexport const y = useShellCopy;\n`;
    afterAll(() => fs.rmSync(planted, { force: true }));

    it("an import one way alone is allowed", async () => {
      expect(await ruleIds(there, code)).toEqual([]);
    }, 600_000);

    it("is reported once the other feature imports back, from any of its files, through any path form", async () => {
      fs.writeFileSync(planted, back);
      const [result] = await eslint.lintText(code, { filePath: path.join(root, there) });
      const message = result!.messages.find((m) => m.ruleId === TWO_WAY);
      expect(message?.message).toContain(path.relative(root, planted));
      expect(await ruleIds(there, `import { useShellCopy } from "../layout/index";\nexport const y = useShellCopy;\n`)).toContain(TWO_WAY);
      fs.writeFileSync(planted, back.replace("~/features/responsible-gambling/components", "../responsible-gambling/components"));
      expect(await ruleIds(there, code)).toContain(TWO_WAY);
    }, 600_000);

    it("leaves route modules alone, both ways: a route module is a leaf (only the route table imports it)", async () => {
      // layout's route module (planted) importing responsible-gambling does not count as layout importing it…
      const route = path.join(root, "app", "features", "layout", "routes", `two-way-fixture-${process.pid}.tsx`);
      fs.mkdirSync(path.dirname(route), { recursive: true });
      try {
        fs.writeFileSync(route, back);
        fs.rmSync(planted, { force: true });
        expect(await ruleIds(there, code)).not.toContain(TWO_WAY);
        // …and a route module of responsible-gambling may import layout while layout's non-route files import it back.
        fs.writeFileSync(planted, back);
        expect(await ruleIds("app/features/responsible-gambling/routes/fixture.tsx", code)).not.toContain(TWO_WAY);
      } finally {
        fs.rmSync(path.dirname(route), { recursive: true, force: true });
      }
    }, 600_000);

    it("leaves tests alone", async () => {
      fs.writeFileSync(planted, back);
      expect(await ruleIds("app/features/responsible-gambling/fixture.test.ts", code)).not.toContain(TWO_WAY);
    }, 600_000);
  });
});
