/**
 * The publisher's legal details (content/site/publisher.yaml, LSSI art. 10), declared once: the zod
 * schema and type (publisher.server.ts), the browser editor's fields and the docs table are derived
 * from it. Runs anywhere (the browser editor imports it): no fs, relative imports only.
 */
import { z } from "zod";
import { checkbox, text } from "./content/fields.ts";
import type { ContentType } from "./content/content-type.ts";
import { taxIdProblem } from "./tax-id.ts";

/** A Spanish tax id: NIF of a person (8 digits + letter), NIE (X/Y/Z + 7 digits + letter) or CIF of a company (letter + 7 digits + digit/letter). */
const NIF = /^(\d{8}[A-Z]|[XYZ]\d{7}[A-Z]|[ABCDEFGHJNPQRSUVW]\d{7}[0-9A-J])$/;
const NIF_MESSAGE = "debe ser un NIF, NIE o CIF español, por ejemplo B12345674";
const EMAIL_MESSAGE = "debe ser una dirección de correo, por ejemplo legal@midominio.es";

export const publisherDefinition = {
  example: checkbox({
    label: "Son datos de ejemplo",
    help: "Márcalo solo mientras no haya datos reales: la web los marca como ejemplo y no se puede publicar en el dominio real con ellos.",
  }),
  name: text({
    label: "Nombre o razón social",
    help:
      "Tal como figura en el registro. Estos datos se muestran en el pie de cada página, en el aviso legal, en la política de privacidad y en los correos. Con datos de ejemplo debe incluir «(datos de ejemplo)».",
    min: 3,
  }),
  address: text({ label: "Dirección postal", help: "Domicilio del titular, con código postal y ciudad.", min: 10 }),
  nif: text({
    label: "NIF o CIF",
    help: "Por ejemplo B12345674. Se comprueba su carácter de control: un número mal copiado no pasa.",
    // The editor checks the format as typed (lower case too); the build upper-cases it first. The check
    // character (tax-id.ts) too: B98765432 has the format and is no NIF.
    pattern: { regex: new RegExp(NIF.source, "i"), message: NIF_MESSAGE },
    schema: z
      .string()
      .trim()
      .toUpperCase()
      .regex(NIF, NIF_MESSAGE)
      .superRefine((v, ctx) => {
        const problem = NIF.test(v) ? taxIdProblem(v) : undefined;
        if (problem) ctx.addIssue({ code: "custom", message: problem });
      }),
  }),
  email: text({
    label: "Correo de contacto legal",
    help: "Dirección donde se atienden consultas legales y de privacidad.",
    pattern: { regex: /^\S+@\S+\.\S+$/, message: EMAIL_MESSAGE },
    schema: z.string().trim().email(EMAIL_MESSAGE),
  }),
  registry: text({ label: "Datos registrales", help: "Registro Mercantil, tomo, folio y hoja (o «No inscrito» si no aplica).", min: 5 }),
} as const;

/** The publisher's file in the editor and the owner's docs (the editor finds `contentTypes` here: app/features/editor/content-types.ts). */
export const contentTypes: readonly ContentType[] = [
  {
    kind: "singleton",
    key: "publisher",
    label: "Datos del titular (aviso legal)",
    path: "site/publisher",
    definition: publisherDefinition,
    docs: { file: "docs/editing-content.md", id: "publisher" },
  },
];
