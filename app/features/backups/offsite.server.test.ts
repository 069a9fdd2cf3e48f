/**
 * Off-site backups (issue 41): `npm run backup -- --remoto` encrypts the copy with age to the
 * owner's public key and puts it in an S3-compatible bucket (an in-process S3 server, `s3rver`);
 * `npm run restore -- --probar-remoto` downloads the newest, decrypts it with the private key,
 * restores it into a scratch folder and finds the same counts, then mails the result.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { AddressInfo } from "node:net";
import { generateIdentity, identityToRecipient } from "age-encryption";
import S3rver from "s3rver";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrate, openPglite, OWN_PGLITE_QUERY_TIMEOUT_MS } from "../../platform/db/db.server";
import { insertClicks } from "../outbound/clicks.server";
import type { Mailer, OutgoingMessage } from "../newsletter/mail/transport.server";
import { backupCli, restoreCli, runCaptured } from "./backup.cli";
import { captureOutput } from "../../platform/command.cli";
import { fetchOffsite, listOffsite, offsiteConfig } from "./offsite.server";

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "offsite-test-"));
const dataDir = path.join(tmp, "data");
let s3: S3rver;
let env: NodeJS.ProcessEnv;
const CLICKS = 37;

beforeAll(async () => {
  const db = await openPglite(dataDir, { queryTimeoutMillis: OWN_PGLITE_QUERY_TIMEOUT_MS });
  await migrate(db);
  await insertClicks(
    db,
    Array.from({ length: CLICKS }, (_, i) => ({
      at: new Date(Date.UTC(2026, 4, 1 + (i % 20), 10)),
      operatorId: i % 2 ? "codere" : "bet365",
      clickId: `c-${i}`,
      placement: "comparison-card" as const,
      pagePath: "/comparacion",
      device: "desktop" as const,
      browser: "Chrome",
      bot: false,
    })),
  );
  await db.destroy();
  s3 = new S3rver({ address: "127.0.0.1", port: 0, silent: true, directory: path.join(tmp, "s3"), configureBuckets: [{ name: "copias", configs: [] }] });
  const { port } = (await s3.run()) as AddressInfo;
  const identity = await generateIdentity();
  fs.writeFileSync(path.join(tmp, "clave.txt"), `# created: prueba\n# public key: ${await identityToRecipient(identity)}\n${identity}\n`);
  env = {
    DATA_DIR: dataDir,
    DATABASE_URL: "",
    BACKUP_AGE_RECIPIENT: await identityToRecipient(identity),
    BACKUP_S3_ENDPOINT: `http://127.0.0.1:${port}`,
    BACKUP_S3_BUCKET: "copias",
    BACKUP_S3_ACCESS_KEY_ID: "S3RVER",
    BACKUP_S3_SECRET_ACCESS_KEY: "S3RVER",
    BACKUP_S3_PREFIX: "casinos",
    BACKUP_AGE_IDENTITY_FILE: path.join(tmp, "clave.txt"),
    ADMIN_EMAIL: "dueno@example.com",
  };
}, 600_000);

afterAll(async () => {
  await s3?.close();
  fs.rmSync(tmp, { recursive: true, force: true });
});

/** A mailer that keeps what it is given (the SMTP path itself is tested in app/features/panel/alerts.cli.test.ts). */
function keepingMailer() {
  const sent: OutgoingMessage[] = [];
  const mailer: Mailer = { description: "prueba", close() {}, send: async (m) => (sent.push(m), { where: "prueba" }) };
  return { sent, mailer };
}

describe("npm run backup -- --remoto", () => {
  it("refuses before copying when a setting is missing, naming it", async () => {
    const file = path.join(tmp, "sin-config.jsonl.gz");
    const r = await runCaptured(backupCli, ["--remoto", file], { ...env, BACKUP_S3_BUCKET: "", BACKUP_AGE_RECIPIENT: "" });
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/faltan .*: BACKUP_AGE_RECIPIENT, BACKUP_S3_BUCKET/);
    expect(fs.existsSync(file)).toBe(false);
  });

  it("sends an age-encrypted copy to the bucket; the monthly test restores the newest to the same counts and mails it", async () => {
    const file = path.join(tmp, "copia-2026-05-20-033000.jsonl.gz");
    const r = await runCaptured(backupCli, ["--remoto", file], env);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stderr).toMatch(/Copia cifrada con age .* enviada a .*\/copias\/casinos\/copia-2026-05-20-033000\.jsonl\.gz\.age/);
    const cfg = offsiteConfig(env);
    const keys = await listOffsite(cfg);
    expect(keys).toEqual(["casinos/copia-2026-05-20-033000.jsonl.gz.age"]);
    // What left the machine is age ciphertext, not the gzip of the rows.
    const stored = Buffer.from(await fetchOffsite(cfg, keys[0]!));
    expect(stored.subarray(0, 21).toString()).toBe("age-encryption.org/v1");
    expect(stored.includes(Buffer.from("c-1"))).toBe(false);

    const { sent, mailer } = keepingMailer();
    const test = await captureOutput((out) => restoreCli(["--probar-remoto"], { env, mailer, ...out }));
    expect(test.code, test.stderr).toBe(0);
    expect(test.stderr).toMatch(/Prueba de restauración correcta: casinos\/copia-2026-05-20-033000\.jsonl\.gz\.age/);
    expect(test.stderr).toMatch(new RegExp(`outbound_clicks\\s+${CLICKS} fila`));
    expect(sent.map((m) => [m.to, m.subject])).toEqual([["dueno@example.com", expect.stringMatching(/Prueba de restauración correcta$/)]]);
    // Nothing of the scratch restore is left behind, and the site's data was not touched.
    expect(fs.readdirSync(os.tmpdir()).filter((n) => n.startsWith("prueba-restauracion-"))).toEqual([]);
    const db = await openPglite(dataDir, { queryTimeoutMillis: OWN_PGLITE_QUERY_TIMEOUT_MS });
    try {
      expect((await sql<{ n: number }>`SELECT count(*)::int AS n FROM outbound_clicks`.execute(db)).rows[0]!.n).toBe(CLICKS);
    } finally {
      await db.destroy();
    }
  });

  it("a copy that cannot be decrypted: exit 1, and the owner is mailed that the test FAILED", async () => {
    const other = await generateIdentity();
    const wrongKey = path.join(tmp, "otra-clave.txt");
    fs.writeFileSync(wrongKey, `${other}\n`);
    const { sent, mailer } = keepingMailer();
    const test = await captureOutput((out) => restoreCli(["--probar-remoto"], { env: { ...env, BACKUP_AGE_IDENTITY_FILE: wrongKey }, mailer, ...out }));
    expect(test.code).toBe(1);
    expect(sent.map((m) => m.subject)).toEqual([expect.stringMatching(/FALLADO$/)]);
  });
});
