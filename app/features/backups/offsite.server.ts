/**
 * Off-site backups (issue 41): a backup file encrypted with age (the `age-encryption` library) to the
 * owner's public key, sent to an S3-compatible bucket (any provider speaking S3: AWS, Backblaze B2,
 * Cloudflare R2, Scaleway, MinIO…) with requests signed by `aws4fetch`. The machine holds only
 * the public key for the nightly copy; the monthly restore test needs the private key
 * (BACKUP_AGE_IDENTITY_FILE), see docs/copias-de-seguridad.md.
 *
 * Settings, in the env file (/etc/casinos/env):
 *   BACKUP_AGE_RECIPIENT      the owner's age public key (age1…)
 *   BACKUP_S3_ENDPOINT        https://s3.eu-west-3.amazonaws.com (the provider's S3 address)
 *   BACKUP_S3_BUCKET          the bucket (path-style URLs: <endpoint>/<bucket>/<key>)
 *   BACKUP_S3_REGION          default us-east-1 (R2: auto)
 *   BACKUP_S3_ACCESS_KEY_ID, BACKUP_S3_SECRET_ACCESS_KEY
 *   BACKUP_S3_PREFIX          optional folder inside the bucket, e.g. casinos/
 *   BACKUP_AGE_IDENTITY_FILE  the private key's file, for `npm run restore -- --probar-remoto` only
 */
import fs from "node:fs";
import { Decrypter, Encrypter } from "age-encryption";
import { AwsClient } from "aws4fetch";

export const OFFSITE_SUFFIX = ".age";

export interface OffsiteConfig {
  endpoint: string;
  bucket: string;
  region: string;
  prefix: string;
  recipient: string;
  client: AwsClient;
}

/** A setting missing or wrong: the message says which, in Spanish. */
export class OffsiteConfigError extends Error {
  override name = "OffsiteConfigError";
}

/** The off-site settings of the environment; throws an OffsiteConfigError naming what is missing. */
export function offsiteConfig(env: NodeJS.ProcessEnv): OffsiteConfig {
  const get = (k: string) => env[k]?.trim() ?? "";
  const required = ["BACKUP_AGE_RECIPIENT", "BACKUP_S3_ENDPOINT", "BACKUP_S3_BUCKET", "BACKUP_S3_ACCESS_KEY_ID", "BACKUP_S3_SECRET_ACCESS_KEY"];
  const missing = required.filter((k) => !get(k));
  if (missing.length) {
    throw new OffsiteConfigError(`Para la copia fuera de la máquina faltan en el archivo de configuración (/etc/casinos/env): ${missing.join(", ")}. Guía: docs/copias-de-seguridad.md`);
  }
  const recipient = get("BACKUP_AGE_RECIPIENT");
  if (!/^age1[0-9a-z]{20,}$/.test(recipient)) throw new OffsiteConfigError("BACKUP_AGE_RECIPIENT no es una clave pública de age (empieza por age1…); se crea con age-keygen.");
  let endpoint: URL;
  try {
    endpoint = new URL(get("BACKUP_S3_ENDPOINT"));
  } catch {
    throw new OffsiteConfigError(`BACKUP_S3_ENDPOINT no es una dirección: «${get("BACKUP_S3_ENDPOINT")}» (por ejemplo https://s3.eu-west-3.amazonaws.com).`);
  }
  if (endpoint.protocol !== "https:" && !["127.0.0.1", "localhost", "[::1]"].includes(endpoint.hostname)) {
    throw new OffsiteConfigError("BACKUP_S3_ENDPOINT debe empezar por https:// (solo se admite http:// en la propia máquina).");
  }
  const prefix = get("BACKUP_S3_PREFIX").replace(/^\/+/, "");
  const region = get("BACKUP_S3_REGION") || "us-east-1";
  return {
    endpoint: endpoint.origin,
    bucket: get("BACKUP_S3_BUCKET"),
    region,
    prefix: prefix && !prefix.endsWith("/") ? `${prefix}/` : prefix,
    recipient,
    client: new AwsClient({ accessKeyId: get("BACKUP_S3_ACCESS_KEY_ID"), secretAccessKey: get("BACKUP_S3_SECRET_ACCESS_KEY"), region, service: "s3" }),
  };
}

const objectUrl = (cfg: OffsiteConfig, key: string) => `${cfg.endpoint}/${encodeURIComponent(cfg.bucket)}/${key.split("/").map(encodeURIComponent).join("/")}`;

async function check(res: Response, what: string): Promise<Response> {
  if (res.ok) return res;
  const body = (await res.text().catch(() => "")).slice(0, 300);
  const code = /<Code>([^<]+)<\/Code>/.exec(body)?.[1];
  throw new Error(`${what}: el almacenamiento respondió ${res.status}${code ? ` (${code})` : ""}`);
}

/** The backup file's bytes encrypted to the owner's public key. */
export async function encryptFor(recipient: string, bytes: Uint8Array): Promise<Uint8Array> {
  const e = new Encrypter();
  e.addRecipient(recipient);
  return e.encrypt(bytes);
}

/** Decrypts with the private key (the contents of an age identity file: comment lines ignored). */
export async function decryptWith(identityText: string, bytes: Uint8Array): Promise<Uint8Array> {
  const d = new Decrypter();
  const keys = identityText.split(/\r?\n/).map((l) => l.trim()).filter((l) => l.startsWith("AGE-SECRET-KEY-"));
  if (keys.length === 0) throw new OffsiteConfigError("El archivo de la clave privada no contiene ninguna línea AGE-SECRET-KEY-…");
  for (const k of keys) d.addIdentity(k);
  return d.decrypt(bytes);
}

/** Encrypts `file` and puts it in the bucket as <prefix><name>.age; returns the key and size. */
export async function sendOffsite(cfg: OffsiteConfig, file: string, name: string): Promise<{ key: string; bytes: number }> {
  const sealed = await encryptFor(cfg.recipient, fs.readFileSync(file));
  const key = `${cfg.prefix}${name}${OFFSITE_SUFFIX}`;
  await check(await cfg.client.fetch(objectUrl(cfg, key), { method: "PUT", body: Buffer.from(sealed), headers: { "Content-Type": "application/octet-stream" } }), `No se ha podido subir ${key}`);
  return { key, bytes: sealed.byteLength };
}

/** The keys of the encrypted copies in the bucket (under the prefix), oldest first by name (names carry the date). */
export async function listOffsite(cfg: OffsiteConfig): Promise<string[]> {
  const keys: string[] = [];
  let token: string | null = null;
  do {
    const q = new URLSearchParams({ "list-type": "2", prefix: cfg.prefix });
    if (token) q.set("continuation-token", token);
    const res = await check(await cfg.client.fetch(`${cfg.endpoint}/${encodeURIComponent(cfg.bucket)}?${q}`), "No se ha podido listar el almacenamiento");
    const xml = await res.text();
    for (const m of xml.matchAll(/<Key>([^<]+)<\/Key>/g)) keys.push(unescapeXml(m[1]!));
    token = /<IsTruncated>true<\/IsTruncated>/.test(xml) ? (/<NextContinuationToken>([^<]+)<\/NextContinuationToken>/.exec(xml)?.[1] ?? null) : null;
  } while (token);
  return keys.filter((k) => k.endsWith(OFFSITE_SUFFIX)).sort();
}

const unescapeXml = (s: string) => s.replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&quot;/g, '"').replace(/&apos;/g, "'").replace(/&amp;/g, "&");

export async function fetchOffsite(cfg: OffsiteConfig, key: string): Promise<Uint8Array> {
  const res = await check(await cfg.client.fetch(objectUrl(cfg, key)), `No se ha podido descargar ${key}`);
  return new Uint8Array(await res.arrayBuffer());
}
