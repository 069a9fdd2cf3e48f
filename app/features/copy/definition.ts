/**
 * The fixed texts' files (content/copy/*.yaml), each declared once: the zod schemas
 * (copy.server.ts, through `toZod`) and the browser editor's singletons are derived from these
 * definitions. The types the components read (shell-copy.ts) are still written by hand: the server
 * resolves the files' variables and variants before a component sees them.
 *
 * A public module of the feature (the browser editor imports it): field builders, plain strings and
 * plain checks; no fs, no server module. Relative imports only.
 */
import { date, fixedText, list, object, optional, text } from "../../platform/content/fields.ts";
import { copyFileContent, type ContentType } from "../../platform/content/content-type.ts";

/* ---------- help shared by several fields ---------- */

export const VARS = "Admite variables como {{site.minAge}} (lista en docs/editing-content.md).";
export const LINKS = `Admite enlaces [texto](dirección). ${VARS}`;
export const SPEC = "Lo fija la especificación: el comprobador solo acepta este texto.";
const PATH = "Debe incluir {{ruta}}: la dirección que pidió el visitante, que se muestra como código.";
const CALC_VARS =
  "Las cifras cambian mientras el visitante escribe: se citan con las variables que rellena la calculadora ({{bono}}, {{aApostar}}…; qué es cada una en docs/editing-content.md). Admite también las variables del sitio.";
const AUTHOR_VARS = "Admite {{autor}} (su nombre), {{autor.cargo}} (su cargo, como en su archivo), {{autor.cargoMinusculas}} (el cargo en minúsculas) y las variables del sitio (docs/editing-content.md).";

/** A line of text (trimmed, at least `min` characters). */
export const line = (label: string, help: string | undefined, min: number) => text({ label, help, min });
/** A paragraph: the same, edited in a multi-line box. */
export const paragraph = (label: string, help: string | undefined, min: number) => text({ label, help, min, multiline: true });

/** A page's title, description and keywords for search engines. */
export const metaFields = {
  title: line("Título (etiqueta <title>)", VARS, 10),
  description: paragraph("Descripción (meta)", VARS, 50),
  keywords: list(text({ label: "Palabra clave", min: 2 }), { label: "Palabras clave", help: "Las búsquedas a las que responde la página; al menos una.", min: 1 }),
};
export const meta = object(metaFields, { label: "Buscadores", help: "Lo que ven Google y las redes sociales." });

/** Last meaningful change of a page's own text (sitemap lastmod); absent = the date of the data it shows. */
export const pageUpdated = optional(
  date({
    label: "Actualizado el",
    help: "Opcional: último cambio importante de los textos de la página (fecha del mapa del sitio). Si falta, vale la fecha de la ficha de operador revisada más recientemente; si la pones, vale la más reciente de las dos.",
  }),
);

/* ---------- the files ---------- */

export const blogCopyDefinition = {
  meta: object(metaFields, {
    label: "Buscadores",
    help: "Lo que ven Google y las redes sociales. También son el título y la descripción del canal RSS (/blog/rss.xml) y de los datos estructurados del blog.",
  }),
  h1: line("Título principal (h1)", `Sobre la lista de artículos (los artículos salen de blog/posts/). ${VARS}`, 10),
  intro: paragraph("Entradilla", VARS, 20),
  empty: fixedText("Próximamente publicaremos más artículos.", { label: "Texto cuando no hay artículos", help: `Lo que se ve cuando no hay ningún artículo publicado. ${SPEC}` }),
} as const;

/** A not-found text names the path the visitor asked for: `{{ruta}}`, filled by the page. */
const withPath = (label: string, min: number) =>
  text({
    label,
    help: `${PATH} ${VARS}`,
    min,
    multiline: true,
    refine: { test: (s) => s.includes("{{ruta}}"), message: "debe incluir {{ruta}}: la dirección que el visitante ha pedido" },
  });

export const errorsCopyDefinition = {
  notFound: object(
    {
      title: line("Título (etiqueta <title>)", VARS, 5),
      description: paragraph("Descripción (meta)", VARS, 50),
      h1: line("Título principal (h1)", "En español, como toda la web (la especificación pedía «Oops! Page not found»: docs/decisions/0241).", 3),
      text: withPath("Texto", 20),
    },
    { label: "Página no encontrada (404)", help: "Cualquier dirección que no existe en la web. La página no se indexa." },
  ),
  pairNotFound: object(
    { description: paragraph("Descripción (meta)", VARS, 50), text: withPath("Texto", 20) },
    { label: "Comparación de dos casinos que no existe", help: "Una dirección /comparar/a-vs-b con un casino que no está en el ranking. El título y el encabezado son los de «Página no encontrada»." },
  ),
  error: object(
    {
      h1: line("Título principal (h1)", "En español, como toda la web (la especificación pedía «Unexpected Application Error!»: docs/decisions/0241).", 3),
      text: paragraph("Texto", LINKS, 20),
      unknown: line("Detalle cuando el error no trae ninguno", "Se muestra en lugar del detalle del error cuando este no trae ninguno.", 5),
    },
    { label: "Error inesperado", help: "Cuando una página falla al mostrarse (fallo del servidor o de la red)." },
  ),
} as const;

/**
 * A calculator field's help on the offer's own figures: every review starts the calculator from its
 * operator's offer, so an example figure («hasta 200 €», «30x») would contradict most of them.
 */
const offerFreeHint = (label: string) =>
  text({
    label,
    help: `Sin cifras de ejemplo: cada reseña empieza la calculadora con la oferta de su casino. ${CALC_VARS}`,
    min: 5,
    refine: {
      test: (s) => !/\d[\d.,]*\s*(€|euros?\b|x\b)/i.test(s),
      message: "sin cifras de ejemplo («hasta 200 €», «30x»): la calculadora de cada reseña empieza con la oferta de su casino y la cifra la contradiría",
    },
  });

export const calculatorCopyDefinition = {
  title: line(
    "Título en las guías",
    "El encabezado de la calculadora en las páginas que la llevan (bloque ::bonus-calculator); el de cada reseña está en «Textos: reseñas», Bonos. Los nombres de los campos y de los resultados («Depósito», «Bono máximo»…) están en el código.",
    5,
  ),
  operatorIntro: paragraph("Frase en una reseña", `En una reseña, bajo el título: {{operador}} es el nombre del casino. ${CALC_VARS}`, 10),
  hints: object(
    {
      bonusPercent: line("Ayuda: porcentaje del bono", CALC_VARS, 5),
      bonusCap: offerFreeHint("Ayuda: bono máximo"),
      multiple: offerFreeHint("Ayuda: requisito de apuesta"),
      contribution: line("Ayuda: contribución del juego", CALC_VARS, 5),
      rtp: line("Ayuda: RTP", CALC_VARS, 5),
    },
    {
      label: "Ayudas bajo los campos",
      help: "Una frase bajo cada campo de la calculadora, sin cifras de una oferta concreta: en cada reseña la calculadora empieza con la oferta de ese casino, y una cifra de ejemplo («hasta 200 €», «30x») la contradiría.",
    },
  ),
  resultsTitle: line("Título de los resultados", "Encima de las cifras que calcula.", 3),
  stepsTitle: line("Título de la explicación", "Encima de los pasos de «Cómo se calcula».", 3),
  summary: paragraph("Frase bajo los resultados", `Un lector de pantalla la lee tras cada cambio. ${CALC_VARS}`, 20),
  steps: object(
    {
      bonus: paragraph("Paso 1: el bono", CALC_VARS, 10),
      wagering: paragraph("Paso 2: apuestas necesarias", CALC_VARS, 10),
      contribution: paragraph("Paso 3: contribución del juego", CALC_VARS, 10),
      cost: paragraph("Paso 4: coste esperado", CALC_VARS, 10),
      value: paragraph("Paso 5: valor medio", CALC_VARS, 10),
    },
    { label: "Cómo se calcula", help: "Los cinco pasos de la explicación, en orden, con las cifras del visitante." },
  ),
  capped: line("Cuando manda el máximo ({{tope}})", "Lo que dice {{tope}}, tras el importe del bono, cuando el bono llega a su máximo; si no, {{tope}} no dice nada.", 3),
  baseBonus: line("Base: solo el bono ({{base}})", "Cómo se nombra la base cuando el requisito es sobre el bono.", 3),
  baseBoth: line("Base: bono y depósito ({{base}})", "Cómo se nombra la base cuando el requisito es sobre bono y depósito.", 3),
  negative: paragraph("Conclusión si el valor medio es negativo", `Lo que dice {{conclusion}} en el último paso. ${CALC_VARS}`, 10),
  positive: paragraph("Conclusión si el valor medio es positivo", `Lo que dice {{conclusion}} en el último paso. ${CALC_VARS}`, 10),
  note: paragraph("Nota al pie", VARS, 20),
} as const;

/** A text of each author's page must name the author, so that every page's is its own. */
const namesAuthor = (label: string, min: number, multiline = false) =>
  text({
    label,
    help: `Debe incluir {{autor}}. ${AUTHOR_VARS}`,
    min,
    multiline,
    refine: { test: (s) => /\{\{\s*autor\s*\}\}/.test(s), message: "debe incluir {{autor}}: así cada autor tiene el suyo, distinto de los demás" },
  });

export const authorsCopyDefinition = {
  meta: object(
    { title: namesAuthor("Título (etiqueta <title>)", 5), description: namesAuthor("Descripción (meta)", 50, true) },
    { label: "Buscadores (cada autor)", help: "Título y descripción de la página de cada autor." },
  ),
  index: object(
    {
      title: line("Título (etiqueta <title>)", VARS, 5),
      description: paragraph("Descripción (meta)", VARS, 50),
      h1: line("Título principal (h1)", VARS, 5),
      intro: paragraph("Entradilla", VARS, 20),
      reviews: line("Palabra del recuento de reseñas", "En el recuento bajo cada autor, tras el número de reseñas («reseñas»).", 3),
      posts: line("Palabra del recuento de artículos", "En el recuento bajo cada autor, tras el número de artículos («artículos»).", 3),
    },
    { label: "Página /autores (todos los autores)", help: "La lista de todos los autores. Aquí {{autor}} no vale: no es la página de uno solo." },
  ),
  areasTitle: line("Título de los temas", `Sobre la lista de temas del autor (los temas están en su archivo de authors/). ${AUTHOR_VARS}`, 3),
  reviews: object(
    { title: line("Título", AUTHOR_VARS, 3), empty: paragraph("Si no tiene ninguna", AUTHOR_VARS, 10) },
    { label: "Sus reseñas", help: "La lista de reseñas que firma (salen de operators/): su título y lo que dice cuando está vacía." },
  ),
  posts: object(
    { title: line("Título", AUTHOR_VARS, 3), empty: paragraph("Si no tiene ninguno", AUTHOR_VARS, 10) },
    { label: "Sus artículos", help: "La lista de artículos que firma (salen de blog/posts/): su título y lo que dice cuando está vacía." },
  ),
} as const;

/* ---------- compliance, menus, newsletter ---------- */

/** A path on this site (the content check also verifies that the page exists). */
export const SITE_PATH = { regex: /^\/[a-z0-9\-/]*$/, message: "debe ser una dirección de esta web que empiece por «/», por ejemplo /comparacion" };
/** A path on this site, optionally with an anchor (/guia-juego-responsable#bonos); the page must exist. */
export const SITE_PATH_WITH_ANCHOR = {
  regex: /^\/[a-z0-9\-/]*(#[a-z0-9-]+)?$/,
  message: "debe ser una dirección de esta web que empiece por «/», con un ancla opcional: /guia-juego-responsable#bonos-y-promociones",
};

/** A link of a menu: its text and the page it leads to. */
export const navLink = (label: string, help: string) =>
  object(
    {
      label: line("Texto del enlace", "Lo que se lee en el enlace.", 2),
      href: text({ label: "Dirección", help: "Ruta de la página, por ejemplo /comparacion", trim: false, pattern: SITE_PATH }),
    },
    { label, help },
  );
export const navLinks = (label: string, help: string) => list(navLink("Enlace", "Un enlace del menú."), { label, help, min: 1 });



/** A page's message for one state of a newsletter link: heading and text. */
const linkView = (label: string, help: string) =>
  object({ heading: line("Título", "Encabezado del mensaje.", 3), text: paragraph("Texto", VARS, 10) }, { label, help });
/** A title and a text (boxes of the newsletter). */
export const box = (label: string, help: string, textHelp = VARS) =>
  object({ title: line("Título", "Encabezado del recuadro.", 5), text: paragraph("Texto", textHelp, 20) }, { label, help });

export const newsletterCopyDefinition = {
  box: object(
    {
      title: line("Título", "Encabezado del recuadro.", 5),
      text: paragraph("Texto", VARS, 20),
      consent: paragraph("Nota bajo el formulario", `También en los recuadros de los artículos y de la portada. ${LINKS}`, 20),
    },
    {
      label: "Recuadro de suscripción",
      help: "El recuadro con el formulario del boletín, en páginas y artículos. Los mensajes del propio formulario («Suscribiendo...», «¡Suscripción exitosa!»…) los fija la especificación y no se editan aquí.",
    },
  ),
  article: box("Recuadro al final de los artículos", "Bajo cada artículo del blog. {{newsletter.cadence}} es la frecuencia de envío («una vez al mes»)."),
  dialog: box("Ventana de suscripción", "La ventana emergente que abre el botón de suscribirse."),
  confirm: object(
    {
      title: line("Título (etiqueta <title>)", "Título de la pestaña de /newsletter/confirmar.", 10),
      description: paragraph("Descripción (meta)", VARS, 20),
      valid: object(
        {
          heading: line("Título", "Encabezado del mensaje.", 3),
          text: paragraph("Texto", VARS, 10),
          button: line("Botón", "El botón que confirma.", 3),
          note: paragraph("Nota", "Bajo el botón.", 10),
        },
        { label: "Enlace válido", help: "Antes de pulsar el botón de confirmar." },
      ),
      confirmed: linkView("Suscripción confirmada", "Tras confirmar."),
      already: linkView("Ya estaba confirmada", "Un enlace de confirmación usado dos veces."),
      expired: linkView("Enlace caducado", "Un enlace de confirmación pasado de plazo."),
      unsubscribed: linkView("La dirección se dio de baja", "La dirección ya no está suscrita."),
      invalid: linkView("Enlace no válido", "Un enlace incompleto o alterado."),
    },
    { label: "Página de confirmación", help: "/newsletter/confirmar: lo que ve quien pulsa el enlace del correo; un título y un texto por cada situación." },
  ),
  unsubscribe: object(
    {
      title: line("Título (etiqueta <title>)", "Título de la pestaña de /newsletter/baja.", 10),
      description: paragraph("Descripción (meta)", VARS, 20),
      valid: object(
        {
          heading: line("Título", "Encabezado del mensaje.", 3),
          text: paragraph("Texto", VARS, 10),
          button: line("Botón", "El botón que da de baja.", 3),
        },
        { label: "Enlace válido", help: "Antes de pulsar el botón de baja." },
      ),
      unsubscribed: linkView("Baja completada", "Tras darse de baja."),
      already: linkView("Ya se había dado de baja", "Un enlace de baja usado dos veces."),
      expired: linkView("Enlace caducado", "Un enlace de baja pasado de plazo."),
      invalid: linkView("Enlace no válido", "Un enlace incompleto o alterado."),
      mailboxLabel: line("Texto antes de la dirección de correo", "Antes de la dirección de correo que se muestra cuando el enlace no vale o ha caducado.", 3),
    },
    { label: "Página de baja", help: "/newsletter/baja: lo que ve quien pulsa el enlace de baja." },
  ),
  unavailable: linkView("Servicio no disponible (las dos páginas)", "Cuando la base de datos del boletín no responde, en la página de confirmación y en la de baja."),
} as const;

/* ---------- the newsletter's emails ---------- */

/**
 * The links an email's text may carry (local variables of emails.yaml): each field that must carry
 * one says so, and a link's target can only be one of them — an email never links anywhere the
 * site did not put there itself (templates.server.ts renders them).
 */
export const EMAIL_LINKS = ["enlaceConfirmacion", "enlaceBaja"] as const;
const LINK_TARGET = /\]\(([^)]*)\)/g;
const MAIL_LINK =
  "Un enlace se escribe [texto]({{enlaceBaja}}) (en el correo de texto queda «texto (dirección)»), o suelto, {{enlaceBaja}}, y entonces va en su propia línea; {{enlaceConfirmacion}} suelto es el botón.";

/** A `[texto](…)` link of an email may only point at one of EMAIL_LINKS. */
function mailLinkProblems(s: string): string[] {
  return [...s.matchAll(LINK_TARGET)]
    .filter((m) => !EMAIL_LINKS.some((l) => new RegExp(`^\\{\\{\\s*${l}\\s*\\}\\}$`).test(m[1]!.trim())))
    .map((m) => `el enlace «${m[0].slice(2, -1)}» no vale en un correo: un enlace solo puede llevar a ${EMAIL_LINKS.map((l) => `{{${l}}}`).join(" o ")}`);
}

/** A sentence of an email; `needs`: the variables it must carry, each with why (without it the email would lack it). */
const mail = (label: string, help: string | undefined, min: number, multiline: boolean, needs: [name: string, why: string][] = []) =>
  text({
    label,
    help,
    min,
    multiline,
    problems: (s) => [
      ...mailLinkProblems(s),
      ...needs.filter(([name]) => !new RegExp(`\\{\\{\\s*${name.replace(/\./g, "\\.")}\\s*\\}\\}`).test(s)).map(([name, why]) => `debe incluir {{${name}}}: ${why}`),
    ],
  });

export const emailsCopyDefinition = {
  confirmation: object(
    {
      subject: mail("Asunto", VARS, 10, false),
      preheader: mail("Texto junto al asunto", "Algunos programas de correo lo muestran junto al asunto.", 10, false),
      heading: mail("Título", "Encabezado del correo.", 5, false),
      greeting: mail("Saludo", "La primera línea del correo.", 2, false),
      intro: mail("Qué se pidió", `Debe incluir {{email}}; admite {{fecha}}. ${VARS}`, 20, true, [
        ["email", "el correo dice qué dirección se suscribió, para que quien no lo pidió lo sepa"],
      ]),
      action: mail("Cómo confirmar", `Debe incluir {{enlaceConfirmacion}} (suelto es el botón). ${MAIL_LINK}`, 10, true, [
        ["enlaceConfirmacion", "sin él el correo no lleva el enlace para confirmar"],
      ]),
      button: mail("Texto del botón", "Solo en el correo HTML.", 3, false),
      fallback: mail("Texto antes de la dirección completa", "Solo en el correo HTML: bajo el botón, antes de la dirección completa.", 10, true),
      expiry: mail("Caducidad del enlace", `Admite {{newsletter.confirmDays}} (días que vale el enlace de confirmación, los que aplica el servidor). ${VARS}`, 10, true),
      notYou: object(
        {
          heading: mail("Título", "Encabezado de este apartado.", 5, false),
          text: mail("Texto", `Debe incluir {{enlaceBaja}}; admite {{newsletter.pendingDays}} (días tras los que se borra una dirección sin confirmar). ${MAIL_LINK}`, 20, true, [
            ["enlaceBaja", "quien no pidió la suscripción debe poder borrar su dirección con un enlace"],
          ]),
        },
        { label: "¿No has sido tú?", help: "Para quien recibe el correo sin haberlo pedido." },
      ),
    },
    {
      label: "Correo de confirmación",
      help: "El correo que llega al suscribirse (doble confirmación), con el enlace para confirmar. Cada frase vale para las dos versiones del correo, la HTML y la de solo texto: no lleves formato.",
    },
  ),
  issue: object(
    {
      why: mail("Por qué lo recibe", VARS, 20, true),
      unsubscribe: mail("Enlace de baja", `Debe incluir {{enlaceBaja}}. ${MAIL_LINK}`, 10, true, [["enlaceBaja", "la ley pide un enlace para darse de baja en cada envío"]]),
    },
    { label: "Pie de cada número", help: "Al final de cada boletín enviado (el texto de cada número está en su propio archivo Markdown)." },
  ),
  footer: object(
    {
      publisher: mail("Quién lo envía", "Debe incluir {{publisher.name}} y {{publisher.address}}.", 20, true, [
        ["publisher.name", "cada correo dice quién lo envía (nombre, dirección y NIF de la empresa editora)"],
        ["publisher.address", "cada correo dice quién lo envía y dónde"],
      ]),
      responsible: mail("Aviso de juego responsable", VARS, 20, true),
    },
    { label: "Final de todos los correos", help: "Lo que cierra cada correo, de confirmación o de boletín: quién lo envía y el aviso de juego responsable." },
  ),
} as const;

/** The copy files in the editor (named as the editor lists them, in this order) and the owner's docs (content registry: app/features/editor/content-types.ts). */
export const copyContent: readonly ContentType[] = [
  copyFileContent("newsletter", "Textos: boletín", newsletterCopyDefinition),
  copyFileContent("blog", "Textos: blog", blogCopyDefinition),
  copyFileContent("errors", "Textos: páginas de error", errorsCopyDefinition),
  copyFileContent("calculator", "Textos: calculadora de bonos", calculatorCopyDefinition),
  copyFileContent("authors", "Textos: páginas de autor", authorsCopyDefinition),
  copyFileContent("emails", "Textos: correos del boletín", emailsCopyDefinition),
];
