/**
 * The site's name, domain and addresses as content: content/site/identity.yaml, edited in the editor
 * («Nombre, dominio y correos de la web») and validated by the content check. The build (vite.config.ts)
 * reads it once and fixes it into the bundle as `__SITE_IDENTITY__` (app/platform/site.ts); the owner's
 * commands get it through SITE_IDENTITY_JSON (app/platform/publisher-env.cli.ts).
 *
 * Like the publisher's file, it ships with `example: true`: the README's default start works with it, and
 * every path a deployment takes refuses it for a public SITE_URL (app/composition/example-data.server.ts).
 *
 * Server/build only (zod, fs). Relative imports only: vite.config.ts loads it in plain Node.
 */
import { defineCollection, loadOrThrow } from "./content/collection.ts";
import { toZod } from "./content/fields.ts";
import { siteIdentityDefinition } from "./site-identity-definition.ts";
import { EXAMPLE_SITE_IDENTITY, type SiteIdentity } from "./site.ts";
import { isPublicSite } from "./publisher.server.ts";

const exampleDomain = EXAMPLE_SITE_IDENTITY.domain.replace(/^www\./, "");

/** The identity file: the fields of site-identity-definition.ts, plus the rules about example values. */
export const siteIdentitySchema = toZod(siteIdentityDefinition).superRefine((s, ctx) => {
  if (s.example) return;
  // Real data may not keep the example's domain, nor addresses at it.
  if (s.domain.replace(/^www\./, "") === exampleDomain) {
    ctx.addIssue({ code: "custom", path: ["domain"], message: `${s.domain} es el dominio de ejemplo: pon el de tu web, o example: true si aún no lo tienes` });
  }
  for (const key of ["helpEmail", "privacyEmail", "mailFrom"] as const) {
    if (s[key].endsWith(`@${exampleDomain}`)) ctx.addIssue({ code: "custom", path: [key], message: `${s[key]} es una dirección del dominio de ejemplo: pon una de tu dominio` });
  }
  if (/ejemplo|example/i.test(s.name)) ctx.addIssue({ code: "custom", path: ["name"], message: "dice «ejemplo»: pon el nombre real, o example: true" });
});

export const siteIdentityCollection = defineCollection({
  label: "nombre, dominio y correos de la web",
  dir: "site",
  file: "identity.yaml",
  format: "yaml",
  schema: siteIdentitySchema,
});

/** The host of an address, without «www.»: what the identity's domain and SITE_URL must share. */
const bareHost = (hostOrUrl: string) => (/^https?:\/\//.test(hostOrUrl) ? new URL(hostOrUrl).hostname : hostOrUrl).toLowerCase().replace(/^www\./, "");

export const SITE_URL_NOT_DOMAIN = (siteUrl: string, domain: string, file: string) =>
  `La web se está construyendo para ${siteUrl}, pero su dominio en ${file} es ${domain}. ` +
  `Pon el dominio real en ${file} (o en el editor: «Nombre, dominio y correos de la web»), o construye con SITE_URL=https://${domain}.`;

/**
 * The identity a build shows. `siteUrlFromEnv` is SITE_URL as the environment gives it (undefined for the
 * default, which is then https://<domain>): a public one must be the identity's domain. Example data for a
 * public SITE_URL is refused by refuseExampleData (app/composition/example-data.server.ts), which names
 * every file at once.
 */
export function siteIdentityForBuild(opts: { siteUrlFromEnv?: string; root?: string } = {}): SiteIdentity & { example: boolean } {
  const [entry] = loadOrThrow(siteIdentityCollection, opts.root);
  const s = entry!.data;
  if (opts.siteUrlFromEnv && !s.example && bareHost(opts.siteUrlFromEnv) !== bareHost(s.domain)) {
    if (isPublicSite(opts.siteUrlFromEnv)) throw new Error(SITE_URL_NOT_DOMAIN(opts.siteUrlFromEnv, s.domain, entry!.file));
  }
  const { example, name, domain, helpEmail, privacyEmail, mailFrom } = s;
  return { example, name, domain, helpEmail, privacyEmail, mailFrom };
}
