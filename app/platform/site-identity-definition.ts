/**
 * The site's own name and addresses (content/site/identity.yaml, issue 49), declared once: the zod schema
 * and type (site-identity.server.ts), the browser editor's fields and the docs table are derived from it.
 * The build fixes them into the bundle (`__SITE_IDENTITY__`, app/platform/site.ts): the header, the legal
 * pages, every mail (confirmation, issues, opinions, alerts) and the mail sender read them there.
 * Runs anywhere (the browser editor imports it): no fs, relative imports only.
 */
import { z } from "zod";
import { checkbox, text } from "./content/fields.ts";
import type { ContentType } from "./content/content-type.ts";

const EMAIL_MESSAGE = "debe ser una dirección de correo, por ejemplo ayuda@midominio.es";
const email = (label: string, help: string) =>
  text({ label, help, pattern: { regex: /^\S+@\S+\.\S+$/, message: EMAIL_MESSAGE }, schema: z.string().trim().toLowerCase().email(EMAIL_MESSAGE) });
/** A host name as a reader types it: «www.midominio.es», no scheme, no path. */
const HOST = /^(?=.{4,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;
const HOST_MESSAGE = "debe ser un dominio sin https:// ni barras, por ejemplo www.midominio.es";

export const siteIdentityDefinition = {
  example: checkbox({
    label: "Son datos de ejemplo",
    help: "Márcalo solo mientras la web no tenga aún su nombre y su dominio: no se puede publicar en un dominio real con ellos.",
  }),
  name: text({
    label: "Nombre de la web",
    help: "Como lo lee el visitante: en la cabecera, en los títulos de las páginas, en el aviso legal y como remitente y firma de cada correo.",
    min: 3,
    max: 60,
  }),
  domain: text({
    label: "Dominio",
    help: "El dominio público de la web, sin https:// (por ejemplo www.midominio.es). La dirección con la que se construye la web (SITE_URL) debe ser este dominio.",
    pattern: { regex: HOST, message: HOST_MESSAGE },
    schema: z.string().trim().toLowerCase().regex(HOST, HOST_MESSAGE),
  }),
  helpEmail: email("Correo de ayuda", "La dirección del centro de ayuda y de las páginas de contacto (por ejemplo ayuda@midominio.es)."),
  privacyEmail: email("Correo de privacidad", "La dirección para ejercer los derechos de protección de datos, en la política de privacidad y en cada correo (por ejemplo privacidad@midominio.es)."),
  mailFrom: email(
    "Remitente de los correos",
    "La dirección desde la que salen el boletín, las confirmaciones y los avisos (por ejemplo boletin@midominio.es); el nombre del remitente es el de la web. MAIL_FROM en el entorno del servidor la sustituye.",
  ),
} as const;

/** The identity's file in the editor and the owner's docs (the editor finds `contentTypes` here: app/features/editor/content-types.ts). */
export const contentTypes: readonly ContentType[] = [
  {
    kind: "singleton",
    key: "siteIdentity",
    label: "Nombre, dominio y correos de la web",
    path: "site/identity",
    definition: siteIdentityDefinition,
    docs: { file: "docs/editing-content.md", id: "site-identity" },
  },
];
