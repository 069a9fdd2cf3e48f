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

describe("layering lint rules", () => {
  it("components/ui imports no feature code", async () => {
    expect(
      await ruleIds(
        "app/components/ui/fixture.tsx",
        `import { NewsletterBox } from "../newsletter/newsletter-box";\nexport const X = NewsletterBox;\n`,
      ),
    ).toContain("import-x/no-restricted-paths");
    expect(
      await ruleIds(
        "app/components/ui/fixture.tsx",
        `import { Accordion } from "./accordion";\nexport const X = Accordion;\n`,
      ),
    ).toEqual([]);
  }, 60_000);

  it("content imports no components", async () => {
    expect(
      await ruleIds(
        "app/content/fixture.ts",
        `import { Accordion } from "~/components/ui/accordion";\nexport const X = Accordion;\n`,
      ),
    ).toContain("import-x/no-restricted-paths");
  }, 60_000);

  it("only server modules, route modules and tests import server modules (types excepted)", async () => {
    const code = `import { getPosts } from "~/content/blog.server";\nexport const X = getPosts;\n`;
    expect(await ruleIds("app/components/blog/fixture.tsx", code)).toContain(
      "@typescript-eslint/no-restricted-imports",
    );
    expect(
      await ruleIds(
        "app/lib/fixture.ts",
        `import { migrate } from "../server/db.server";\nexport const X = migrate;\n`,
      ),
    ).toContain("@typescript-eslint/no-restricted-imports");
    expect(await ruleIds("app/lib/fixture.server.ts", code)).toEqual([]);
    expect(await ruleIds("app/routes/fixture.tsx", code)).toEqual([]);
    expect(
      await ruleIds(
        "app/components/blog/fixture.tsx",
        `import type { BlogPost } from "~/content/blog.server";\nexport type X = BlogPost;\n`,
      ),
    ).toEqual([]);
  }, 60_000);

  describe("import cycles", () => {
    const dir = path.join(root, "app", "lib", `cycle-fixture-${process.pid}`);
    afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

    it("are reported", async () => {
      fs.mkdirSync(dir, { recursive: true });
      fs.writeFileSync(path.join(dir, "a.ts"), `import { b } from "./b";\nexport const a = () => b();\n`);
      fs.writeFileSync(path.join(dir, "b.ts"), `import { a } from "./a";\nexport const b = () => a();\n`);
      const file = path.relative(root, path.join(dir, "a.ts"));
      expect(await ruleIds(file, fs.readFileSync(path.join(dir, "a.ts"), "utf8"))).toContain("import-x/no-cycle");
    }, 60_000);
  });
});
