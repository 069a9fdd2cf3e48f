import type { ContentPageInput } from "../../blocks";
import {
  CONTACT,
  HELPLINES,
  MIN_AGE,
  ORGANISATIONS,
  REGULATOR,
  RESPONSIBLE_GAMBLING_PORTAL,
  SELF_EXCLUSION,
  SITE_NAME,
} from "../../../lib/site";

// The site has no phone line of its own: the phone card points at the FEJAR help line for
// gambling problems, and says so, rather than suggesting we answer calls.
const fejar = HELPLINES.find((h) => h.id === "fejar");
if (!fejar) throw new Error("Falta la línea de FEJAR en HELPLINES (app/lib/site.ts)");

/** "Lunes a viernes: 9:00-21:00" … exactly as spec section 9 gives the help centre hours. */
export const openingHours = CONTACT.hours.map((h) => `${h.days}: ${h.time}`);

/** Lines whose own description says they answer round the clock (read from the config, not retyped). */
const allDayLines = HELPLINES.filter((h) => h.description.includes("24 horas")).map((h) => h.name);

const jugadoresAnonimos = ORGANISATIONS.find((o) => o.name === "Jugadores Anónimos");

export const page: ContentPageInput = {
  path: "/ayuda",
  h1: "Centro de ayuda",
  title: "Centro de ayuda y contacto",
  description:
    "Líneas de ayuda urgentes, contacto por chat y correo, horarios de atención y respuestas a las dudas más habituales sobre el sitio y el juego seguro.",
  keywords: ["ayuda", "contacto", "líneas de ayuda juego", "preguntas frecuentes", "horario de atención"],
  breadcrumb: "Ayuda",
  intro: `Aquí tienes todas las formas de contactar con el equipo de ${SITE_NAME} y, sobre todo, los teléfonos a los que acudir si el juego te preocupa a ti o a alguien cercano. Este sitio es solo para mayores de ${MIN_AGE} años.`,
  updated: "2026-11-21",
  schemaType: "ContactPage",
  blocks: [
    { type: "heading", level: 2, text: "¿Necesitas ayuda urgente?", id: "ayuda-urgente" },
    {
      type: "callout",
      tone: "help",
      title: "Líneas de ayuda gratuitas y confidenciales",
      body: [
        "Si sientes que has perdido el control sobre el juego, o estás pasando por un momento muy difícil, no esperes a que abramos: llama ahora a cualquiera de estos servicios.",
        ...HELPLINES.map((h) => `**${h.name}:** [${h.display}](tel:${h.tel}). ${h.description}`),
      ],
    },
    {
      type: "paragraph",
      text: `Si quieres dejar de jugar de inmediato, puedes inscribirte en el [registro de autoexclusión RGIAJ](${SELF_EXCLUSION.url}), un trámite en línea disponible a cualquier hora. Te lo explicamos paso a paso en la [guía de juego responsable](/guia-juego-responsable#autoexclusion).`,
    },
    { type: "heading", level: 2, text: "Contacta con nosotros", id: "contacto" },
    {
      type: "paragraph",
      text: "El equipo del sitio atiende por chat y por correo electrónico. Podemos ayudarte con dudas sobre nuestras comparativas, errores que detectes, la newsletter o tus datos personales. No gestionamos cuentas de jugador ni pagos: para eso tienes que dirigirte al operador.",
    },
    {
      type: "cards",
      items: [
        {
          title: "Chat",
          text: `Horario del chat: ${CONTACT.chatHours}, de lunes a viernes. Es la vía más rápida para dudas sencillas sobre el sitio y las comparativas.`,
        },
        {
          title: "Correo electrónico",
          text: `Escríbenos a ${CONTACT.email}. Respuesta en menos de ${CONTACT.emailReply} en días de atención; los mensajes del domingo se contestan el lunes.`,
          href: `mailto:${CONTACT.email}`,
          linkLabel: `Escribir a ${CONTACT.email}`,
        },
        {
          title: "Teléfono",
          text: `No tenemos línea telefónica propia. Si necesitas hablar con alguien sobre un problema con el juego, llama a FEJAR al ${fejar.display}: ${fejar.description.charAt(0).toLowerCase()}${fejar.description.slice(1)}`,
          href: `tel:${fejar.tel}`,
          linkLabel: `Llamar a FEJAR al ${fejar.display}`,
        },
      ],
    },
    { type: "heading", level: 2, text: "Horario de atención", id: "horario" },
    { type: "list", items: openingHours },
    {
      type: "paragraph",
      text: `Las horas corresponden a la hora peninsular española. Las líneas de ayuda de la sección anterior son servicios externos con su propio horario${allDayLines.length > 0 ? `; atienden las 24 horas: ${allDayLines.join(" y ")}` : ""}.`,
    },
    {
      type: "faq",
      title: "Preguntas frecuentes",
      items: [
        {
          question: "¿Cuál es el límite legal de depósito?",
          answer: "Para las cuentas nuevas, el límite legal de depósito es de 600 € al mes durante los tres primeros meses. Además, puedes fijar tus propios límites diarios, semanales o mensuales, más bajos, en el área de usuario de cada operador.",
        },
        {
          question: "¿Puedo jugar o depositar dinero en este sitio?",
          answer: `No. ${SITE_NAME} es un sitio de información y comparación: no organizamos juegos, no aceptamos apuestas ni depósitos y no pagamos premios. Cuando pulsas el botón de un operador, te registras y juegas en su web, con sus condiciones.`,
        },
        {
          question: "¿Qué edad hay que tener para usar el sitio?",
          answer: `El sitio es solo para mayores de ${MIN_AGE} años. Es la misma edad mínima que exige la ley para jugar, y los operadores verifican tu identidad antes de dejarte jugar.`,
        },
        {
          question: "¿Cómo sé si un casino tiene licencia en España?",
          answer: `Consulta el registro de operadores de la ${REGULATOR.name} en [${REGULATOR.url.replace("https://", "")}](${REGULATOR.url}). En este sitio solo comparamos operadores con licencia española.`,
        },
        {
          question: "Tengo un problema con una retirada o mi cuenta en un operador, ¿podéis ayudarme?",
          answer: `No tenemos acceso a tu cuenta. Contacta primero con el servicio de atención al cliente del operador y guarda por escrito sus respuestas. Si no lo resuelve, puedes presentar una reclamación ante la ${REGULATOR.shortName} desde su web.`,
        },
        {
          question: "¿Ganáis dinero si me registro en un casino desde vuestros enlaces?",
          answer: "Sí. Algunos operadores nos pagan una comisión por los jugadores que llegan desde nuestros enlaces. A ti no te cuesta nada ni cambia las condiciones que recibes. Lo explicamos en los [términos y condiciones](/terminos-condiciones).",
        },
        {
          question: "¿Cómo me doy de baja de la newsletter?",
          answer: `Usa el enlace para darte de baja que incluye cada envío o escríbenos a ${CONTACT.privacyEmail}. Borraremos tus datos en un plazo máximo de 30 días desde tu solicitud.`,
        },
        {
          question: "¿Cómo cambio mi elección sobre las cookies?",
          answer: "Borra los datos de este sitio desde la configuración de privacidad de tu navegador y el aviso volverá a aparecer. Los detalles están en la [política de privacidad](/politica-privacidad).",
        },
        {
          question: "¿Por qué el bono que veo en el operador no coincide con el vuestro?",
          answer: `Los operadores cambian sus promociones con frecuencia. Revisamos la información periódicamente, pero las condiciones válidas son siempre las de la web del operador. Si ves una diferencia, avísanos en ${CONTACT.email}.`,
        },
        {
          question: "¿Cómo puedo autoexcluirme de todos los casinos online?",
          answer: "Inscríbete en el RGIAJ, el registro estatal de autoexclusión. La inscripción es indefinida y solo puedes pedir que se cancele pasados 6 meses. Mientras tanto, ningún operador con licencia estatal te dejará jugar.",
        },
      ],
    },
    { type: "heading", level: 2, text: "Recursos útiles", id: "recursos" },
    {
      type: "list",
      items: [
        `[${RESPONSIBLE_GAMBLING_PORTAL.name}](${RESPONSIBLE_GAMBLING_PORTAL.url}): ${RESPONSIBLE_GAMBLING_PORTAL.description.charAt(0).toLowerCase()}${RESPONSIBLE_GAMBLING_PORTAL.description.slice(1)}, con test de autoevaluación.`,
        `[${REGULATOR.name}](${REGULATOR.url}): registro público de operadores con licencia.`,
        `[${SELF_EXCLUSION.name}](${SELF_EXCLUSION.url}): autoexclusión de todo el juego online con licencia estatal.`,
        `[FEJAR](${fejar.url}): asociaciones de ayuda a jugadores y familias en toda España.`,
        ...(jugadoresAnonimos ? [`[${jugadoresAnonimos.name}](${jugadoresAnonimos.url}): ${jugadoresAnonimos.description.charAt(0).toLowerCase()}${jugadoresAnonimos.description.slice(1)}`] : []),
        "[Guía de juego responsable](/guia-juego-responsable): límites, señales de alerta y autoexclusión.",
        "[Comparativa de casinos](/comparacion): los diez operadores que analizamos, con sus condiciones.",
        "[Política de privacidad](/politica-privacidad), [términos y condiciones](/terminos-condiciones) y [aviso legal](/aviso-legal).",
      ],
    },
    { type: "responsibleGambling" },
  ],
};
