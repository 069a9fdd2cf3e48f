/**
 * The site's name, domain and addresses as content (issue 49): one file, the example refused as real data,
 * a public SITE_URL that must be its domain, and every mail's sender built from it.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { siteIdentityForBuild, siteIdentitySchema } from "./site-identity.server.ts";
import { CONTACT, EXAMPLE_SITE_IDENTITY, SITE_IDENTITY, SITE_NAME } from "./site.ts";
import { DEFAULT_MAIL_FROM } from "./env.server.ts";
import { pageVariables } from "../features/pages/index.server.ts";

const REAL = { example: false, name: "Mi Comparador", domain: "www.midominio.es", helpEmail: "ayuda@midominio.es", privacyEmail: "privacidad@midominio.es", mailFrom: "boletin@midominio.es" };

let dirs: string[] = [];
afterEach(() => {
  for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
  dirs = [];
});
function contentWith(data: Record<string, unknown>): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "identity-"));
  dirs.push(root);
  fs.mkdirSync(path.join(root, "site"));
  fs.writeFileSync(path.join(root, "site", "identity.yaml"), Object.entries(data).map(([k, v]) => `${k}: ${JSON.stringify(v)}`).join("\n") + "\n");
  return root;
}

describe("the site's identity as content", () => {
  it("the shipped file is valid; outside a build the site shows the example fallback", () => {
    expect(() => siteIdentityForBuild({})).not.toThrow();
    expect(SITE_IDENTITY).toEqual(EXAMPLE_SITE_IDENTITY);
  });

  it("keeps example and real data apart", () => {
    expect(siteIdentitySchema.safeParse(REAL).success).toBe(true);
    expect(siteIdentitySchema.safeParse({ ...EXAMPLE_SITE_IDENTITY, example: true }).success).toBe(true);
    // Real data may not keep the example's domain or an address at it.
    expect(siteIdentitySchema.safeParse({ ...REAL, domain: "www.rankingcasinos.es" }).success).toBe(false);
    expect(siteIdentitySchema.safeParse({ ...REAL, mailFrom: "boletin@rankingcasinos.es" }).success).toBe(false);
    expect(siteIdentitySchema.safeParse({ ...REAL, domain: "https://www.midominio.es/" }).success).toBe(false);
    expect(siteIdentitySchema.safeParse({ ...REAL, helpEmail: "ayuda" }).success).toBe(false);
  });

  it("a public SITE_URL must be the file's domain; a local one need not", () => {
    const root = contentWith(REAL);
    expect(siteIdentityForBuild({ root, siteUrlFromEnv: "https://midominio.es" }).domain).toBe("www.midominio.es");
    expect(() => siteIdentityForBuild({ root, siteUrlFromEnv: "https://www.otrodominio.es" })).toThrow(/su dominio en .*identity\.yaml es www\.midominio\.es/);
    expect(() => siteIdentityForBuild({ root, siteUrlFromEnv: "http://localhost:3000" })).not.toThrow();
  });

  it("the pages' variables, the contact addresses and the mail sender come from it", () => {
    expect(SITE_NAME).toBe(SITE_IDENTITY.name);
    expect(CONTACT.email).toBe(SITE_IDENTITY.helpEmail);
    expect(CONTACT.privacyEmail).toBe(SITE_IDENTITY.privacyEmail);
    expect(DEFAULT_MAIL_FROM).toBe(`"${SITE_IDENTITY.name}" <${SITE_IDENTITY.mailFrom}>`);
    const vars = pageVariables();
    expect(vars["site.name"]).toBe(SITE_IDENTITY.name);
    expect(vars["contact.email"]).toBe(SITE_IDENTITY.helpEmail);
    expect(vars["contact.privacyEmail"]).toBe(SITE_IDENTITY.privacyEmail);
  });
});
