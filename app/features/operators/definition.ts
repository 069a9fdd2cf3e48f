/**
 * An operator file's fields (content/operators/<id>.yaml), declared once: the zod schema and the
 * `OperatorFile` type (operators.ts, through `toZod`), the browser editor's fields with their Spanish
 * labels and help (app/features/editor/config.ts), and the field table of docs/editing-content.md
 * (`npm run docs:fields`) are all derived from this object. Adding a field is one entry here plus the
 * component that shows it (walkthrough in docs/architecture.md).
 *
 * Key order is the order the editor shows the fields and writes them to the file. Rules across fields
 * (the offer's kind and its percentage, hosts of the sources, unique ranks…) are in operators.ts.
 *
 * A public module of the feature: the browser editor imports it, so it imports nothing with fs or a
 * server module — the field builders (zod), the closed lists and the tracking link's plain checks (affiliate-url.ts).
 * Relative imports only (react-router.config.ts loads operators.ts in plain Node).
 */
import { z } from "zod";
import {
  checkbox,
  date,
  integer,
  list,
  multiselect,
  number,
  object,
  optional,
  optionalList,
  optionalText,
  relation,
  scores,
  select,
  slugText,
  text,
  url,
  withDefault,
} from "../../platform/content/fields.ts";
import type { ContentType } from "../../platform/content/content-type.ts";
import { affiliateUrlProblems } from "./affiliate-url.ts";
import {
  FACT_KEYS,
  GENERAL_LICENSES,
  LICENSE_AUTHORITIES,
  OFFER_KIND_EDITOR_LABELS,
  PAYMENT_DIRECTIONS,
  PAYMENT_METHODS,
  SINGULAR_LICENSES,
  WAGERING_BASE_EDITOR_LABELS,
} from "./lists.ts";

const FACT_KEY_LIST = Object.keys(FACT_KEYS) as (keyof typeof FACT_KEYS)[];

const HTTPS_SOURCE = z.url({ protocol: /^https$/, error: "debe ser la dirección https:// de la página exacta donde leíste el dato" });

/**
 * The check record (docs/decisions/0235; check-state.ts): who read a datum, when and where. Optional: the
 * editor writes an empty group (or no group) when nobody has checked the datum, and both read as none.
 * Whether `checkedBy` is a real (non-example) author is checked with the authors (operators.ts).
 */
export const checkRecord = (label: string, help: string) => {
  // Each part is optional in the editor (an unchecked datum leaves all three empty); the schema needs all three.
  const loose = <F extends { required: boolean }>(field: F): F => ({ ...field, required: false });
  const f = object(
    {
      checked: loose(date({ label: "Comprobado el", help: "El día en que leíste el dato en la fuente (nunca una fecha futura).", notFuture: true })),
      checkedBy: loose(relation({ label: "Comprobado por", help: "Quien lo leyó: un autor real (un archivo de autor sin example: true).", collection: "authors" })),
      source: loose(url({ label: "Fuente", help: "La página exacta donde está el dato (https://), no una página genérica.", schema: HTTPS_SOURCE })),
    },
    { label, help },
  );
  const empty = (v: unknown) =>
    v === null || (typeof v === "object" && !Array.isArray(v) && Object.values(v as Record<string, unknown>).every((x) => x === null || x === undefined || x === ""));
  const schema = z.preprocess((v) => (empty(v) ? undefined : v), f.schema.optional());
  return { ...f, required: false, schema: schema as unknown as z.ZodPipe<z.ZodTransform, z.ZodOptional<typeof f.schema>> };
};

/**
 * A pro or a con never weighs how much one may stake: a higher limit is not an advantage and a lower
 * one is not a drawback (RD 176/2023; docs/decisions/0175). The stake limit is a fact of the review.
 */
const STAKE_AS_MERIT = /apuestas? m[aá]xima|l[ií]mites? de apuesta|apuestas altas|mesas altas|high ?roller/i;

const prosCons = (label: string, itemLabel: string, help: string) =>
  list(
    text({
      label: itemLabel,
      min: 2,
      refine: {
        test: (s) => !STAKE_AS_MERIT.test(s),
        message: "no presentes la apuesta máxima (ni apostar más) como ventaja o inconveniente: es un dato de la ficha, no un mérito (RD 176/2023)",
      },
    }),
    { label, help, min: 3 },
  );

const SPANISH_SITE = {
  regex: /^https:\/\/www\.[a-z0-9-]+\.es\//,
  message: "debe ser la web .es del operador, por ejemplo https://www.mi-casino.es/",
};
const spanishSiteUrl = () => z.url().regex(SPANISH_SITE.regex, SPANISH_SITE.message);
const euros = (label: string, help?: string) => number({ label, help, positive: true });
const analysis = (label: string, help: string, min = 120) => text({ label, help, min, multiline: true });
const names = (label: string, itemLabel: string, help: string, min: number) => list(text({ label: itemLabel, min: 2 }), { label, help, min });

/** The welcome offer as fields (docs/decisions/0180): every text about it is derived (offer.ts). */
const offer = object(
  {
    kind: select({
      label: "Tipo de oferta",
      help: "Las frases de la web (titular del bono, requisito, tipo) se escriben solas a partir de estos campos.",
      options: OFFER_KIND_EDITOR_LABELS,
    }),
    percent: optional(
      number({
        label: "Porcentaje del depósito (%)",
        help: "Solo en bonos por depósito: 100 si dobla el depósito. Vacío en créditos sin porcentaje, tiradas y póker.",
        positive: true,
        max: 1000,
      }),
    ),
    cap: optional(euros("Importe máximo (€)", "El «hasta … €» de la oferta. Vacío solo en ofertas de tiradas sin importe.")),
    freeSpins: optional(integer({ label: "Tiradas", help: "Número de tiradas incluidas; vacío si no hay.", positive: true })),
    minDeposit: optional(euros("Depósito para la oferta (€)", "Vacío = el depósito mínimo del operador. No puede ser menor que él.")),
    wagering: object(
      {
        multiple: number({ label: "Múltiplo", help: "El «35» de 35x; 0 si no hay requisito.", min: 0, max: 200 }),
        base: select({
          label: "Se aplica a",
          help: "«Ninguna» va con múltiplo 0, y entonces el tipo de oferta es «Sin requisito de apuesta» (o un bono de póker que se libera con puntos).",
          options: WAGERING_BASE_EDITOR_LABELS,
        }),
        note: optional(
          text({
            label: "Nota",
            help: "Opcional: un segundo requisito en palabras («3x en apuestas deportivas») o cómo se libera un bono de póker.",
            min: 3,
          }),
        ),
      },
      { label: "Requisito de apuesta", help: "Cuántas veces hay que apostar y sobre qué importe." },
    ),
    validityDays: integer({ label: "Días de validez", help: "Días que tiene el jugador para cumplir el requisito.", positive: true }),
    maxBetWhileWagering: optional(euros("Apuesta máxima mientras se libera (€)", "Vacío si los términos no fijan ninguna.")),
    contributions: optionalList(
      list(
        object(
          {
            game: text({ label: "Juego", help: "Un juego o tipo de juego, como lo nombran los términos.", min: 2 }),
            percent: number({ label: "Contribución (%)", help: "Qué parte de cada apuesta cuenta para el requisito.", min: 0, max: 100 }),
          },
          { label: "Juego" },
        ),
        {
          label: "Contribución de cada juego",
          help: "Opcional: la tabla de los términos de este operador. Vacía = la reseña muestra la tabla típica del mercado, indicada como tal.",
          itemLabel: (c) => `${c.game || "Juego"}: ${c.percent ?? "?"} %`,
        },
      ),
    ),
    withdrawable: checkbox({ label: "El importe del bono se puede retirar", help: "Solo en ofertas sin requisito de apuesta." }),
    check: checkRecord(
      "Comprobación de la oferta",
      "Rellénalo solo si has leído estas condiciones en la web del operador: el día, quién (un autor real, no de ejemplo) y la página exacta de los términos. Vacío = la web dice «Sin comprobar».",
    ),
  },
  { label: "Oferta de bienvenida", help: "Los datos de la oferta tal como los dicen los términos del operador." },
);

/**
 * The check of one datum of the sheet that a criterion scores (minimum deposit, payment methods, app, games,
 * security and responsible gambling): a top-level `…Check` field beside the datum, the same record as the
 * licence's (docs/decisions/0260). check-state.ts `SHEET_CHECKS` lists them for every other use.
 */
const sheetCheck = (label: string, page: string) =>
  checkRecord(
    label,
    `Rellénalo solo si has leído este dato en la web del operador: el día, quién (un autor real, no de ejemplo) y la página exacta (${page}). Vacío = la web lo muestra «Sin comprobar».`,
  );

const direction = (label: string, help: string) => select({ label, help, options: PAYMENT_DIRECTIONS, default: "sin-dato" });

/**
 * One payment method of an operator: whether it takes it to deposit and to withdraw, the minimums and the
 * withdrawal time it advertises (issue 38; docs/decisions/0275). All of it is covered by `paymentMethodsCheck`:
 * «Sin comprobar» until a person reads the operator's payments page. An empty figure is a figure nobody knows.
 */
const paymentMethod = object(
  {
    method: select({ label: "Método", help: "Un método de la lista; cada uno va una sola vez. Su página /metodos-de-pago/… lista a los operadores que lo aceptan.", options: PAYMENT_METHODS.map((m) => m.name), error: `debe ser uno de: ${PAYMENT_METHODS.map((m) => m.name).join(", ")}` }),
    deposit: direction("Para depositar", "«Sí» si el operador lo acepta para depositar."),
    withdrawal: direction("Para retirar", "«Sí» si el operador paga las retiradas con este método; «No» si solo sirve para depositar (pasa a menudo con Bizum o Paysafecard)."),
    minDeposit: optional(euros("Depósito mínimo con este método (€)", "Vacío si el operador no lo indica.")),
    minWithdrawal: optional(euros("Retirada mínima con este método (€)", "Vacío si el operador no lo indica.")),
    withdrawalTime: optionalText(
      text({ label: "Plazo de retirada", help: "Lo que anuncia el operador, en pocas palabras («24-48 h», «3-5 días»). Vacío si no lo indica.", min: 2 }),
    ),
  },
  {
    label: "Método de pago",
    refine: {
      test: (m) => m.deposit !== "no" || m.withdrawal !== "no",
      message: "un método que no sirve ni para depositar ni para retirar no se lista: quítalo",
      path: ["deposit"],
    },
  },
);

/** One operator-specific claim, with its check record once a person has read it at its source (docs/decisions/0180, 0185, 0235). */
const fact = object(
  {
    key: select({
      label: "Dato",
      help: "Qué afirma la reseña sobre las condiciones propias de este operador. Cada dato va una sola vez.",
      options: FACT_KEYS,
      default: "retirada-tarjeta",
      error: `debe ser uno de: ${FACT_KEY_LIST.join(", ")}`,
    }),
    value: text({ label: "Valor", help: "Lo que dice la web del operador, en pocas palabras; por ejemplo «3-5 días».", min: 2 }),
    check: checkRecord(
      "Comprobación del dato",
      "Rellénalo solo si has leído el valor en la web del operador: el día, quién (un autor real, no de ejemplo) y la página exacta. Vacío = la reseña lo muestra como «Según el operador · Sin comprobar».",
    ),
  },
  { label: "Dato del operador" },
);

export const operatorDefinition = {
  name: text({
    label: "Nombre",
    help: "Nombre comercial tal como se muestra en la web.",
    min: 2,
    fileName: {
      label: "Identificador",
      help: "Nombre del archivo (operators/<identificador>.yaml): minúsculas sin acentos y guiones. No lo cambies en un operador ya publicado.",
    },
  }),
  rank: integer({
    label: "Posición en el ranking",
    help: "1 = el mejor. Sin huecos ni repetidos. En el editor, si eliges la posición de otro operador, los dos se intercambian al guardar.",
    min: 1,
  }),
  updated: date({
    label: "Actualizado el",
    help: "Última vez que se comprobaron los datos en la web del operador. Se muestra como «Actualizado el …», va al mapa del sitio y da el año de los titulares del ranking.",
  }),
  author: relation({ label: "Autor", help: "Quien escribe y mantiene la reseña.", collection: "authors" }),
  logo: text({
    label: "Logotipo",
    help: "Ruta de un SVG propio en public/, por ejemplo /images/operators/mi-casino.svg (nunca el logotipo copiado de su web).",
    trim: false,
    pattern: {
      regex: /^\/images\/operators\/[a-z0-9-]+\.svg$/,
      message: "debe ser una imagen SVG de la carpeta public/images/operators, por ejemplo /images/operators/mi-casino.svg",
    },
  }),
  rating: number({
    label: "Puntuación (sobre 10)",
    help: "La media ponderada de las subnotas de este archivo, con un decimal (el comprobador avisa si no coincide). La web no la muestra: muestra la de los criterios que puntúan (metodología, «Fórmulas»).",
    min: 0,
    max: 10,
    step: 0.1,
  }),
  scores: scores({
    label: "Subnotas por criterio",
    help: "Una nota de 0 a 10 (con un decimal como mucho) por cada criterio de la metodología; el nombre del criterio es el de su archivo en methodology/. Bono, juegos y pagos se calculan con la fórmula de /metodologia y su nota de aquí no cuenta; las demás solo cuentan cuando hay una comprobación firmada del dato en que se apoyan (licencia, app, atención, juego responsable). Sin ella, la web dice «Sin puntuar».",
  }),
  offer,
  minDeposit: euros("Depósito mínimo (€)", "El depósito más pequeño que acepta el operador."),
  minDepositCheck: sheetCheck("Comprobación del depósito mínimo", "la página de pagos o de depósitos del operador donde figura el depósito mínimo"),
  paymentMethods: list(paymentMethod, {
    label: "Métodos de pago",
    help: "Los más usados primero: la comparativa muestra los cuatro primeros. Al menos cinco. Cada método, con lo que el operador dice de él para depositar y para retirar; lo que no diga, vacío o «Sin dato».",
    min: 5,
    itemLabel: (m) => `${m.method}${m.withdrawal === "no" ? " (solo depósito)" : ""}`,
  }),
  paymentMethodsCheck: sheetCheck("Comprobación de los métodos de pago", "la página de métodos de pago del operador"),
  sportsbook: checkbox({ label: "Apuestas deportivas", help: "Marcado si tiene casa de apuestas deportivas." }),
  casino: checkbox({ label: "Casino", help: "Marcado si tiene casino (tragaperras, ruleta, blackjack…)." }),
  liveDealer: checkbox({ label: "Casino en vivo", help: "Marcado si tiene mesas con crupier en vivo. Sin él, «Juegos populares» no puede listar juegos en vivo." }),
  mobileApp: checkbox({ label: "App móvil", help: "Marcado si tiene app para iOS o Android." }),
  mobileAppCheck: sheetCheck("Comprobación de la app móvil", "la página de la app del operador o su ficha en la tienda de aplicaciones"),
  license: text({ label: "Licencia", help: "La licencia tal como la cita la reseña, por ejemplo «DGOJ (licencia general y singulares)».", min: 2 }),
  licenseAuthority: select({
    label: "Regulador de la licencia",
    help: "Quién la concedió; la respuesta legal de las preguntas frecuentes depende de ello.",
    options: LICENSE_AUTHORITIES,
  }),
  licenseHolder: optional(
    text({
      label: "Titular de la licencia",
      help: "La empresa tal y como figura en el registro de operadores de la DGOJ. Sin comprobación de la licencia, la reseña la muestra como dato del operador, «Sin comprobar».",
      min: 2,
    }),
  ),
  generalLicenses: multiselect({
    label: "Licencias generales",
    help: "Las del registro de la DGOJ (Ley 13/2011, art. 10). Al menos una.",
    options: GENERAL_LICENSES,
    min: 1,
  }),
  singularLicenses: multiselect({
    label: "Licencias singulares",
    help: "Una por tipo de juego, con los nombres del registro de la DGOJ. Al menos una.",
    options: SINGULAR_LICENSES,
    min: 1,
  }),
  licenseNumbers: optionalList(
    list(text({ label: "Número", min: 2 }), {
      label: "Números de licencia",
      help: "Opcional: los números de las licencias tal como figuran en el registro de operadores de la DGOJ.",
      itemLabel: (n) => n,
    }),
  ),
  licenseCheck: checkRecord(
    "Comprobación de la licencia",
    "Rellénalo solo si has leído titular, licencias y números en el registro de operadores de la DGOJ: el día, quién (un autor real) y la página del registro. Vacío = la licencia sale «Sin comprobar» y no puntúa.",
  ),
  facts: withDefault(
    list(fact, {
      label: "Datos del operador",
      help: "Plazos de retirada, atención al cliente, límites, verificación, fidelidad… Lo que publica el operador; cada dato sale «Sin comprobar» hasta que alguien lo lea en su web y rellene su comprobación. Sin dato, la reseña no dice nada propio de ese operador sobre ese punto.",
      itemLabel: (f) => `${FACT_KEYS[f.key] ?? f.key}: ${f.value}`,
    }),
    [],
  ),
  analysis: object(
    {
      highlights: analysis("Lo que destaca", "Un párrafo propio de este operador (al menos 120 caracteres)."),
      weaknesses: analysis("Puntos débiles", "Lo que le falta o hace peor que otros (al menos 120 caracteres)."),
      audience: analysis("Para quién es", "Qué jugador sale ganando con él (al menos 120 caracteres)."),
      bonus: analysis("El bono, leído con calma", "La oferta explicada con sus condiciones (al menos 120 caracteres)."),
      payments: analysis("Pagos y retiradas", "Métodos, plazos y límites que importan (al menos 120 caracteres)."),
      mobile: analysis("Móvil y app", "Cómo se juega desde el móvil (al menos 120 caracteres)."),
      support: analysis("Atención al cliente", "Canales y horario de ayuda (al menos 80 caracteres).", 80),
    },
    {
      label: "Análisis de la reseña",
      help: "Análisis propio de este operador: un párrafo por apartado (admite **negrita** y [enlaces](/comparacion)). Los títulos están en «Textos: reseñas».",
    },
  ),
  pros: prosCons("Ventajas", "Ventaja", "Al menos tres. Nunca la apuesta máxima: es un dato de la ficha, no un mérito (RD 176/2023)."),
  cons: prosCons("Desventajas", "Desventaja", "Al menos tres. Nunca la apuesta máxima: es un dato de la ficha, no un mérito (RD 176/2023)."),
  description: text({ label: "Descripción", help: "Resumen de la reseña, al menos 120 caracteres.", min: 120, trim: false, multiline: true }),
  playUrl: url({ label: "Web del operador", help: "Su web .es, por ejemplo https://www.mi-casino.es/", schema: spanishSiteUrl() }),
  affiliateUrl: optional(
    url({
      label: "Enlace de seguimiento (afiliación)",
      help: "Opcional. El enlace que te da el programa de afiliados del operador (su web o la de la plataforma), con https://. Puede llevar {clickId}, {placement}, {page} y {operator}, que /visitar rellena en cada clic; lo normal es poner {clickId} en el parámetro de sub-ID. Sin él, los botones llevan a la web del operador y no se atribuye nada. Guía: docs/editing-content.md.",
      schema: z
        .string()
        .trim()
        .superRefine((value, ctx) => {
          for (const message of affiliateUrlProblems(value)) ctx.addIssue({ code: "custom", message });
        }),
    }),
  ),
  termsUrl: url({
    label: "Términos de la oferta",
    help: "Los términos completos de la oferta en la web .es del operador, en el mismo dominio que su web.",
    schema: spanishSiteUrl(),
  }),
  detailUrl: text({
    label: "Dirección de la reseña",
    help: "Por ejemplo /mi-casino. Distinta en cada operador.",
    trim: false,
    pattern: { regex: /^\/[a-z0-9-]+$/, message: "debe ser una dirección de esta web como /mi-casino (barra, minúsculas y guiones)" },
  }),
  reviewSlug: slugText({ label: "Identificador de /casinos/…", help: "La reseña también se publica en /casinos/<identificador>. Distinto en cada operador." }),
  maxBet: euros("Apuesta máxima (€)", "La apuesta más alta que acepta, en euros: un dato de la ficha, que no se puntúa ni cuenta como ventaja."),
  gameProviders: names("Proveedores de juegos", "Proveedor", "Al menos cuatro.", 4),
  popularGames: names("Juegos populares", "Juego", "Al menos cuatro. Juegos en vivo solo si tiene casino en vivo.", 4),
  gamesCheck: sheetCheck("Comprobación de los juegos", "la página del casino y del casino en vivo del operador, donde se ven sus proveedores"),
  securityFeatures: names("Seguridad", "Medida", "Al menos tres medidas (cifrado, verificación de identidad, límites…).", 3),
  responsibleGamblingCheck: sheetCheck("Comprobación de la seguridad y el juego responsable", "la página de juego responsable o de seguridad del operador"),
  languages: names("Idiomas", "Idioma", "Al menos uno.", 1),
  currencies: names("Monedas", "Moneda", "Al menos una.", 1),
  restrictedCountries: names("Países restringidos", "País", "Al menos uno.", 1),
  established: integer({ label: "Año de fundación", help: "El año en que nació la marca.", min: 1900, maxThisYear: true }),
  owner: text({ label: "Empresa propietaria", help: "El grupo al que pertenece la marca.", min: 2 }),
  softwareProviders: names("Plataformas de software", "Plataforma", "Al menos una.", 1),
  footer: withDefault(checkbox({ label: "En «Casinos destacados» del pie de página", help: "Marcado, el operador sale en esa columna del pie." }), false),
} as const;

/** The operators' files in the editor and the owner's docs (the editor finds `contentTypes` here: app/features/editor/content-types.ts). */
export const contentTypes: readonly ContentType[] = [
  {
    kind: "collection",
    key: "operators",
    label: "Operadores",
    path: "operators/*",
    format: "yaml",
    slugField: "name",
    columns: ["name", "rank"],
    definition: operatorDefinition,
    docs: { file: "docs/editing-content.md", id: "operators" },
  },
];
