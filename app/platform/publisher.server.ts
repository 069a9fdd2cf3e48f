/**
 * The publisher's legal identity (LSSI art. 10) as content: content/site/publisher.yaml, edited in
 * the editor like any other file and validated by the content check. The build (vite.config.ts)
 * reads it once and fixes it into the bundle as `__PUBLISHER__` (app/platform/site.ts).
 *
 * Example values are allowed only where they cannot mislead: a build whose SITE_URL is a public
 * address (what a deployment sets, docs/deployment.md) stops while the file says `example: true`.
 * The README's default start sets no SITE_URL and keeps working, with the example values marked.
 *
 * Server/build only (zod, fs). Relative imports only: vite.config.ts loads it in plain Node.
 */
import { defineCollection, loadOrThrow } from "./content/collection.ts";
import { toZod } from "./content/fields.ts";
import { publisherDefinition } from "./publisher-definition.ts";
import type { Publisher } from "./site.ts";

const EXAMPLE_MARK = "(datos de ejemplo)";
/** The publisher file: the fields of publisher-definition.ts, plus the rules about example values. */
export const publisherSchema = toZod(publisherDefinition)
  .superRefine((p, ctx) => {
    if (p.example) {
      if (!p.name.includes(EXAMPLE_MARK)) ctx.addIssue({ code: "custom", path: ["name"], message: `con example: true el nombre debe decir «${EXAMPLE_MARK}»` });
      return;
    }
    for (const key of ["name", "address", "registry"] as const) {
      if (/ejemplo/i.test(p[key])) ctx.addIssue({ code: "custom", path: [key], message: "dice «ejemplo»: pon los datos reales, o example: true si aún son de ejemplo" });
    }
    if (/^B0+$/.test(p.nif)) ctx.addIssue({ code: "custom", path: ["nif"], message: "B00000000 es el NIF de ejemplo: pon el real, o example: true" });
  });

export const publisherCollection = defineCollection({
  label: "datos del titular de la web",
  dir: "site",
  file: "publisher.yaml",
  format: "yaml",
  schema: publisherSchema,
});

/** True when `siteUrl` is an address a visitor could reach: not loopback, not a reserved test name. */
export function isPublicSite(siteUrl: string): boolean {
  const host = new URL(siteUrl).hostname.replace(/^\[|\]$/g, "").toLowerCase();
  if (host === "localhost" || host.endsWith(".localhost") || host === "::1" || /^127\./.test(host) || host === "0.0.0.0") return false;
  return !/\.(test|example|invalid|local)$/.test(host) && !/^example\.(com|net|org)$/.test(host);
}

export const EXAMPLE_PUBLISHER_REFUSED = (siteUrl: string, file: string) =>
  `La web se está construyendo para ${siteUrl} con los datos de ejemplo del titular (${file}: example: true). ` +
  "La LSSI (art. 10) exige mostrar el nombre, la dirección, el NIF y el correo reales de quien publica la web. " +
  `Pon los datos reales en ${file} (o en el editor: «Datos del titular») con example: false, ` +
  "o define PUBLISHER_JSON en el entorno de la construcción (docs/deployment.md). " +
  "Para probar la web en tu equipo sin datos reales, construye sin SITE_URL o con SITE_URL=http://localhost:3000.";

/** Why a deployment stops on example data (app/composition/example-data.server.ts, server/index.ts): names every file. */
export const EXAMPLE_DATA_REFUSED = (siteUrl: string, files: readonly string[]) =>
  `La web se está preparando para ${siteUrl} con datos de ejemplo (example: true) en: ${files.join(", ")}. ` +
  "Una web publicada no puede firmar con personas inventadas ni con un titular de ejemplo. " +
  "Pon los datos reales en esos archivos (o en el editor: «Autores», «Datos del titular», «Nombre, dominio y correos de la web») con example: false. " +
  "Para pasar las firmas y páginas de un autor de ejemplo a uno real en un solo paso: npm run autores -- reasignar <de> <a> (prueba antes con --dry-run). " +
  "Para probar la web en tu equipo, construye o arranca sin SITE_URL o con SITE_URL=http://localhost:3000.";

/**
 * The publisher a build shows. `PUBLISHER_JSON` (the deployment's environment) wins over the file,
 * field by field, and counts as real data. `siteUrlFromEnv` is SITE_URL as the environment gives it
 * (undefined for the default): a public one refuses example data.
 */
export function publisherForBuild(opts: { siteUrlFromEnv?: string; publisherJson?: string; root?: string }): Publisher & { example: boolean } {
  const [entry] = loadOrThrow(publisherCollection, opts.root);
  const fromFile = entry!.data;
  const fromEnv = opts.publisherJson ? (JSON.parse(opts.publisherJson) as Partial<Publisher>) : null;
  const merged = fromEnv ? { ...fromFile, ...fromEnv, example: false } : fromFile;
  if (fromEnv) {
    const checked = publisherSchema.safeParse(merged);
    if (!checked.success) throw new Error(`PUBLISHER_JSON no es válido: ${checked.error.issues.map((i) => `${i.path.join(".")} — ${i.message}`).join("; ")}`);
  }
  if (merged.example && opts.siteUrlFromEnv && isPublicSite(opts.siteUrlFromEnv)) {
    throw new Error(EXAMPLE_PUBLISHER_REFUSED(opts.siteUrlFromEnv, entry!.file));
  }
  const { example, name, address, nif, email, registry } = merged;
  return { example, name, address, nif, email, registry };
}
