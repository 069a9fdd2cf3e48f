/**
 * The emails' copy (content/copy/emails.yaml) in the content check: a sentence that must carry a
 * link, or the sender's identity, and lacks it is reported as `file:line: field — what is wrong`; a
 * link may only lead where the code puts it. Edits a copy of the file; never pins its wording.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { formatProblem, loadCollection } from "../../platform/content/collection";
import { emailsCopy } from "./newsletter-copy.server";

const source = path.join(process.cwd(), "content", "copy", "emails.yaml");
let root: string;
let file: string;

/**
 * Rewrites one value of the copy: the first line that matches and the lines that continue it (more
 * indented, as the editor folds long texts), edited as one text. Returns the first line's 1-based number.
 */
function editLine(match: RegExp, edit: (text: string) => string): number {
  const lines = fs.readFileSync(file, "utf8").split("\n");
  const i = lines.findIndex((l) => match.test(l));
  expect(i, `no line matches ${match}`).toBeGreaterThanOrEqual(0);
  const indent = /^ */.exec(lines[i]!)![0].length;
  let end = i + 1;
  while (end < lines.length && lines[end]!.trim() !== "" && /^ */.exec(lines[end]!)![0].length > indent) end++;
  lines.splice(i, end - i, ...edit(lines.slice(i, end).join("\n")).split("\n"));
  fs.writeFileSync(file, lines.join("\n"));
  return i + 1;
}
const problems = () => loadCollection(emailsCopy, root).problems;

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), "emails-copy-"));
  fs.mkdirSync(path.join(root, "copy"));
  file = path.join(root, "copy", "emails.yaml");
  fs.copyFileSync(source, file);
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

describe("emails.yaml in the content check", () => {
  it("the repository's file is valid", () => {
    expect(loadCollection(emailsCopy).problems.map(formatProblem)).toEqual([]);
  });

  it("a confirmation email without {{enlaceConfirmacion}} is a file:line report", () => {
    const line = editLine(/^\s+action:/, (l) => l.replace(/\[([^\]]*)\]\(\{\{\s*enlaceConfirmacion\s*\}\}\)/g, "$1").replace(/\{\{\s*enlaceConfirmacion\s*\}\}/g, "aquí"));
    const p = problems();
    expect(p.map(formatProblem)).toEqual([`${file}:${line}: confirmation › action — debe incluir {{enlaceConfirmacion}}: sin él el correo no lleva el enlace para confirmar`]);
  });

  it("an issue footer without {{enlaceBaja}} is reported on its line", () => {
    const line = editLine(/^\s+unsubscribe:/, (l) => l.replace(/\[([^\]]*)\]\(\{\{\s*enlaceBaja\s*\}\}\)/g, "$1").replace(/\{\{\s*enlaceBaja\s*\}\}/g, "aquí"));
    expect(problems()).toHaveLength(1);
    expect(problems()[0]).toMatchObject({ line, field: "issue › unsubscribe" });
    expect(problems()[0]!.message).toContain("{{enlaceBaja}}");
  });

  it("a footer without the publisher's name is reported: every email says who sends it", () => {
    const line = editLine(/^\s+publisher:/, (l) => l.replace(/\{\{\s*publisher\.name\s*\}\}/g, "nosotros"));
    expect(problems()).toHaveLength(1);
    expect(problems()[0]).toMatchObject({ line, field: "footer › publisher" });
    expect(problems()[0]!.message).toContain("{{publisher.name}}");
  });

  it("a link to anywhere but the email's own links is refused", () => {
    const line = editLine(/^\s+why:/, (l) => `${l} [Visítanos](https://otra-web.example)`);
    expect(problems()).toHaveLength(1);
    expect(problems()[0]).toMatchObject({ line, field: "issue › why" });
    expect(problems()[0]!.message).toMatch(/no vale en un correo/);
  });

  it("a link variable is accepted only where the email has that link", () => {
    const line = editLine(/^\s+why:/, (l) => `${l} {{enlaceConfirmacion}}`);
    expect(problems()).toHaveLength(1);
    expect(problems()[0]).toMatchObject({ line, field: "issue › why" });
    expect(problems()[0]!.message).toMatch(/\{\{enlaceConfirmacion\}\} no existe/);
  });
});
