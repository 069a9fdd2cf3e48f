import type { ContentPageInput } from "../../blocks";
import {
  HELPLINES,
  MIN_AGE,
  ORGANISATIONS,
  REGULATOR,
  RESPONSIBLE_GAMBLING_PORTAL,
  SELF_EXCLUSION,
} from "../../../lib/site";

// Numbers, names and URLs come from the site config so a help line is never typed twice and
// a change there reaches every page.
const helplineRows = HELPLINES.map((h) => [h.name, `[${h.display}](tel:${h.tel})`, h.description]);
const helplineSummary = HELPLINES.map((h) => `${h.name}: ${h.display}`).join("; ");

export const page: ContentPageInput = {
  path: "/guia-juego-responsable",
  h1: "Guía de juego responsable",
  title: "Guía de juego responsable: límites y ayuda",
  description:
    "Cómo fijar límites de depósito, pérdidas y tiempo, reconocer las señales de alerta, autoexcluirte en el RGIAJ y pedir ayuda gratuita en España.",
  keywords: ["juego responsable", "límites de depósito", "autoexclusión RGIAJ", "adicción al juego", "ayuda juego"],
  breadcrumb: "Juego responsable",
  intro: `El juego online es una forma de ocio para adultos, nunca una manera de ganar dinero ni de resolver problemas económicos. Esta guía reúne las herramientas que la normativa española pone a tu alcance, las señales que indican que el juego empieza a ser un problema y los servicios de ayuda, gratuitos y confidenciales, a los que puedes acudir. Jugar está prohibido a menores de ${MIN_AGE} años.`,
  updated: "2026-11-21",
  schemaType: "WebPage",
  blocks: [
    { type: "heading", level: 2, text: "Qué significa jugar de forma responsable", id: "que-es" },
    {
      type: "paragraph",
      text: "Jugar de forma responsable significa decidir de antemano cuánto dinero y cuánto tiempo dedicas al juego, y respetar esa decisión aunque vayas ganando o perdiendo. La casa siempre tiene ventaja a largo plazo: cada juego de casino está diseñado para devolver a los jugadores, en conjunto, menos de lo que apuestan. Por eso conviene tratar lo que gastas como el precio de un entretenimiento, igual que una entrada de cine.",
    },
    {
      type: "list",
      items: [
        "Juega solo con dinero que te sobra después de pagar gastos fijos, deudas y ahorro.",
        "No juegues para recuperar pérdidas: perseguirlas es el camino más rápido hacia un problema.",
        "Evita jugar con alcohol, cansancio, estrés o cuando estés triste o enfadado.",
        "Combina el juego con otras actividades y no dejes que ocupe el tiempo de tu familia, tus amistades o tu trabajo.",
        "Nunca pidas dinero prestado para jugar ni uses dinero destinado a otra cosa.",
      ],
    },
    { type: "heading", level: 2, text: "Pon límites antes de empezar", id: "limites" },
    {
      type: "paragraph",
      text: `Los operadores con licencia de la ${REGULATOR.name} están obligados a ofrecerte límites de depósito y otras herramientas de control en tu área de usuario. Configúralos el primer día, con la cabeza fría, y no cuando estés en mitad de una sesión. Reducir un límite se aplica enseguida; para subirlo, el operador aplica un periodo de espera precisamente para evitar decisiones impulsivas.`,
    },
    { type: "heading", level: 3, text: "Límite de depósito" },
    {
      type: "paragraph",
      text: "Fija la cantidad máxima que puedes ingresar en tu cuenta por día, semana y mes. Calcúlala a partir de tu presupuesto de ocio, no de lo que te gustaría ganar. Si un mes llegas al límite, da el mes por cerrado: no abras cuentas en otros operadores para seguir jugando.",
    },
    {
      type: "callout",
      tone: "info",
      title: "Límite legal para cuentas nuevas",
      body: [
        "Durante los tres primeros meses desde que abres una cuenta nueva, el límite legal de depósito es de **600 € al mes**. Puedes fijar uno más bajo desde el primer día.",
        `Consulta la normativa vigente y las herramientas de control en [${RESPONSIBLE_GAMBLING_PORTAL.url.replace("https://", "")}](${RESPONSIBLE_GAMBLING_PORTAL.url}), el portal de juego responsable del regulador.`,
      ],
    },
    { type: "heading", level: 3, text: "Límite de pérdidas" },
    {
      type: "paragraph",
      text: "Decide cuánto estás dispuesto a perder en una sesión o en una semana y deja de jugar en cuanto lo alcances. Si el operador permite configurar un límite de pérdidas o de apuesta, actívalo; si no, anota la cifra y respétala. Las ganancias de una sesión no amplían el presupuesto: retíralas en lugar de volver a apostarlas.",
    },
    { type: "heading", level: 3, text: "Límite de sesión" },
    {
      type: "paragraph",
      text: "Elige de antemano cuánto durará cada sesión. Muchos operadores permiten programar recordatorios que muestran el tiempo transcurrido y lo que has ganado o perdido, y algunos cierran la sesión al llegar al tiempo fijado. Una sesión razonable es corta y tiene una hora de final clara.",
    },
    {
      type: "table",
      caption: "Resumen de límites recomendados",
      headers: ["Límite", "Qué controla", "Cómo usarlo"],
      rowHeaders: true,
      rows: [
        ["Depósito", "El dinero que puedes ingresar por día, semana y mes", "Calcúlalo con tu presupuesto de ocio mensual y no lo subas en caliente"],
        ["Pérdidas", "Lo que aceptas perder en una sesión o periodo", "Al alcanzarlo, cierra la sesión sin intentar recuperar"],
        ["Sesión", "El tiempo de juego continuo", "Activa recordatorios y fija una hora de final"],
        ["Pausa", "Un descanso temporal de tu cuenta", "Úsala si notas que juegas más de lo previsto"],
      ],
    },
    { type: "heading", level: 2, text: "Controla el tiempo", id: "tiempo" },
    {
      type: "steps",
      items: [
        { title: "Decide la duración", text: "Antes de entrar, decide cuánto tiempo vas a jugar y pon una alarma en el móvil." },
        { title: "Haz pausas", text: "Levántate al menos cada 30 minutos: el juego continuo hace perder la noción del tiempo y del dinero." },
        { title: "Revisa tu historial", text: "Consulta cada semana el historial de depósitos y retiradas de tu cuenta y compáralo con lo que habías previsto." },
        { title: "Pide una pausa si la necesitas", text: "Si una semana has jugado más de lo que querías, solicita al operador un periodo de pausa o de autoexclusión temporal." },
      ],
    },
    { type: "heading", level: 2, text: "Señales de alerta", id: "senales" },
    {
      type: "paragraph",
      text: "El problema con el juego rara vez aparece de golpe. Si te reconoces en dos o más de estas situaciones, es un buen momento para parar y hablar con alguien:",
    },
    {
      type: "list",
      items: [
        "Piensas en el juego a menudo, planeas la próxima sesión o recuerdas una y otra vez jugadas pasadas.",
        "Necesitas apostar cantidades cada vez mayores para sentir la misma emoción.",
        "Intentas jugar menos o dejarlo y no lo consigues.",
        "Te sientes inquieto o irritable cuando no puedes jugar.",
        "Juegas para escapar de preocupaciones, de la tristeza o de la ansiedad.",
        "Vuelves a jugar para recuperar lo que has perdido.",
        "Ocultas o minimizas ante tu familia cuánto tiempo o dinero dedicas al juego.",
        "Has pedido dinero prestado, vendido cosas o dejado de pagar facturas para seguir jugando.",
        "El juego te ha causado discusiones, problemas en el trabajo o en los estudios.",
        "Juegas más tiempo o más dinero del que tenías previsto casi todas las veces.",
      ],
    },
    {
      type: "paragraph",
      text: `Para una valoración más completa, haz el test de autoevaluación anónimo de [${RESPONSIBLE_GAMBLING_PORTAL.name}](${RESPONSIBLE_GAMBLING_PORTAL.url}). Si te preocupa una persona cercana, estas señales también sirven para ella: habla desde la preocupación, sin reproches, y ofrécele llamar juntos a una línea de ayuda.`,
    },
    { type: "heading", level: 2, text: "Líneas de ayuda", id: "lineas-de-ayuda" },
    {
      type: "paragraph",
      text: "Puedes llamar tú o cualquier familiar. Nadie te va a juzgar y no necesitas haber tocado fondo para pedir orientación.",
    },
    {
      type: "table",
      caption: "Teléfonos de ayuda en España",
      headers: ["Servicio", "Teléfono", "Qué ofrece"],
      rowHeaders: true,
      rows: helplineRows,
    },
    { type: "heading", level: 2, text: "Organizaciones de apoyo", id: "organizaciones" },
    {
      type: "cards",
      items: ORGANISATIONS.map((o) => ({
        title: o.name,
        text: o.description,
        href: o.url,
        linkLabel: `Visitar ${o.url.replace("https://www.", "")}`,
      })),
    },
    { type: "heading", level: 2, text: "Autoexclusión en el RGIAJ", id: "autoexclusion" },
    {
      type: "paragraph",
      text: `El ${SELF_EXCLUSION.name} es el registro nacional de autoexclusión que gestiona la ${REGULATOR.shortName}. Mientras estés inscrito, ningún operador de juego online con licencia estatal en España te permitirá registrarte ni jugar: los operadores están obligados a consultar el registro antes de abrir una cuenta y de forma periódica después.`,
    },
    {
      type: "steps",
      items: [
        {
          title: "Accede al trámite",
          text: `Entra en la [página oficial del RGIAJ](${SELF_EXCLUSION.url}). ${SELF_EXCLUSION.availability}.`,
        },
        { title: "Identifícate", text: "Necesitarás un certificado digital, DNI electrónico o Cl@ve para completar la solicitud por tu cuenta." },
        {
          title: "Confirma la inscripción",
          text: "La inscripción es **indefinida**: se mantiene hasta que tú pidas cancelarla, y solo puedes solicitarlo cuando hayan pasado **6 meses** desde que te inscribiste.",
        },
      ],
    },
    {
      type: "paragraph",
      text: "Si prefieres una medida más corta, cada operador ofrece autoexclusiones y pausas temporales desde su área de usuario. Son útiles para cortar una mala racha, pero solo afectan a ese operador; el RGIAJ los bloquea todos a la vez.",
    },
    {
      type: "faq",
      title: "Preguntas frecuentes sobre juego responsable",
      items: [
        {
          question: "¿Cuál es el límite legal de depósito para una cuenta nueva?",
          answer: "Durante los tres primeros meses desde la apertura de una cuenta nueva, el límite legal de depósito es de 600 € al mes. Puedes fijar un límite inferior en cualquier momento desde tu área de usuario.",
        },
        {
          question: "¿Puedo anular la autoexclusión del RGIAJ cuando quiera?",
          answer: "No. La inscripción es indefinida y solo puedes pedir su cancelación cuando hayan pasado 6 meses desde que te inscribiste. Ese plazo está pensado para que la decisión no se tome en un momento de impulso.",
        },
        {
          question: "¿Existe algún sistema para ganar siempre?",
          answer: "No. Ninguna estrategia, progresión de apuestas o patrón cambia la ventaja de la casa. Desconfía de quien venda sistemas o «trucos» para ganar.",
        },
        {
          question: "¿Qué hago si un familiar tiene un problema con el juego?",
          answer: `Habla con él en un momento tranquilo, sin culpas, y proponle pedir ayuda. Las líneas de ayuda atienden también a familiares: ${helplineSummary}. No asumas sus deudas sin orientación profesional.`,
        },
        {
          question: "¿Sirve de algo el límite de sesión si puedo volver a entrar?",
          answer: "Sí, porque corta la inercia del juego continuo y te obliga a decidir de nuevo. Si notas que vuelves a entrar una y otra vez, es una señal de alerta: pide una pausa al operador o valora la autoexclusión.",
        },
      ],
    },
    { type: "responsibleGambling" },
  ],
};
