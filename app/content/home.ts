import type { FaqItem } from "./blocks";
import { DEPOSIT_LIMITS, MIN_AGE, NEWSLETTER_CADENCE, PRIMARY_HELPLINE, REGULATOR, SELF_EXCLUSION } from "../lib/site";
import { formatEuro } from "../lib/format";

const euro = (n: number) => formatEuro(n).replace(/\u00a0/g, " ");

/**
 * Copy of the home page (spec section 2, route "/"), in the order the page shows it. Inline text may
 * use [label](/ruta) and **bold** only (see blocks.ts). Plain typed data without zod, because the
 * home component imports it directly (zod would otherwise ship to every visitor); home.test.ts
 * checks what a schema would (three slides, four game links, ten questions, image paths).
 */

export interface ImageLink {
  src: string;
  alt: string;
  title: string;
  link: string;
  width: number;
  height: number;
}

export interface HomeContent {
  meta: { title: string; description: string; keywords: string[] };
  hero: {
    eyebrow: string;
    h1: string;
    intro: string;
    highlights: { value: string; label: string }[];
    primaryCta: { label: string; href: string };
    /** Accessible name of the first three of the ranking shown in the hero. */
    podiumLabel: string;
  };
  newsletter: [{ title: string; text: string }, { title: string; text: string }];
  topCasinos: { title: string; intro: string; allLink: { label: string; href: "/comparacion" } };
  games: {
    title: "Miles de Juegos Te Esperan";
    subtitle: "Descubre la mejor selección de slots, ruleta, blackjack y más";
    slideCaption: "Juega ahora en los mejores casinos";
    /** Accessible name of the carousel region (distinct from the section heading). */
    carouselLabel: string;
    slides: ImageLink[];
  };
  gameLinks: { title: string; intro: string; items: ImageLink[] };
  faq: { title: string; items: FaqItem[] };
  tips: { title: string; intro: string; items: { title: string; text: string }[] };
}

export const homeContent: HomeContent = {
  meta: {
    title: "Los {n} mejores casinos online de España {año}",
    description:
      "Ranking de los {n} mejores casinos online con licencia de la DGOJ: bonos con sus condiciones, valoraciones, métodos de pago como Bizum y PayPal y opiniones. +18.",
    keywords: ["casinos online España", "mejores casinos online", "casinos con licencia DGOJ", "bonos de casino", "ranking casinos"],
  },
  hero: {
    eyebrow: "Ranking actualizado · {año}",
    h1: "Los {n} mejores casinos online de España {año}",
    intro:
      "Casinos con licencia de la DGOJ, comparados por pagos, bonos, juegos y atención al jugador. Junto a cada bono, su depósito mínimo, su requisito de apuesta y su plazo.",
    highlights: [
      { value: "{n}", label: "casinos con licencia DGOJ analizados" },
      { value: "5 €", label: "depósito mínimo más bajo del ranking" },
      { value: `+${MIN_AGE}`, label: "solo para mayores de edad" },
    ],
    primaryCta: { label: "Ver la comparativa completa", href: "/comparacion" },
    podiumLabel: "Los tres primeros del ranking",
  },
  newsletter: [
    {
      title: `Recibe nuestro análisis ${NEWSLETTER_CADENCE.adjective}`,
      text: `${NEWSLETTER_CADENCE.phrase[0]!.toUpperCase()}${NEWSLETTER_CADENCE.phrase.slice(1)} te contamos qué casinos han cambiado sus condiciones, qué bonos tienen requisitos razonables y qué novedades trae la regulación. Sin spam y con baja en un clic.`,
    },
    {
      title: "No te pierdas ningún cambio en el ranking",
      text: "Cuando un operador cambia su bono, sus métodos de pago o sus plazos de retirada, actualizamos la valoración. Suscríbete y te avisamos.",
    },
  ],
  topCasinos: {
    title: "Los 6 mejores casinos online del ranking",
    intro:
      "Estos son los seis operadores mejor valorados este año. Todos tienen licencia de la DGOJ, aceptan jugadores residentes en España y ofrecen herramientas para fijar límites de depósito y de tiempo.",
    allLink: { label: "Ver los {n} casinos en la comparativa", href: "/comparacion" },
  },
  games: {
    title: "Miles de Juegos Te Esperan",
    subtitle: "Descubre la mejor selección de slots, ruleta, blackjack y más",
    slideCaption: "Juega ahora en los mejores casinos",
    carouselLabel: "Carrusel de categorías de juegos",
    slides: [
      {
        src: "/images/home/slots-clasicos.svg",
        alt: "Máquina tragaperras clásica con tres rodillos de frutas y campanas",
        title: "Slots Clásicos",
        link: "/slots-clasicos",
        width: 896,
        height: 320,
      },
      {
        src: "/images/home/jackpots-millonarios.svg",
        alt: "Marcador de bote progresivo sobre una fila de rodillos con sietes",
        title: "Jackpots Millonarios",
        link: "/jackpots-millonarios",
        width: 896,
        height: 320,
      },
      {
        src: "/images/home/experiencia-premium.svg",
        alt: "Insignia con una corona sobre un tapete de mesa de juego",
        title: "Experiencia Premium",
        link: "/experiencia-premium",
        width: 896,
        height: 320,
      },
    ],
  },
  gameLinks: {
    // The spec's reusable image-card grid, with its default title.
    title: "Experiencia de Casino Auténtica",
    intro: "Guías de cada tipo de juego: reglas, estrategia básica y qué casinos del ranking lo ofrecen.",
    items: [
      {
        src: "/images/home/poker-online.svg",
        alt: "Mano de póker con cartas y fichas sobre un tapete verde",
        title: "Póker online",
        link: "/poker-online",
        width: 400,
        height: 225,
      },
      {
        src: "/images/home/casino-en-vivo.svg",
        alt: "Mesa de ruleta en vivo con una cámara que retransmite la partida",
        title: "Casino en vivo",
        link: "/casino-en-vivo",
        width: 400,
        height: 225,
      },
      {
        src: "/images/home/slots-clasicos-tarjeta.svg",
        alt: "Rodillos de tragaperras clásica con cerezas, limones y sietes",
        title: "Slots clásicos",
        link: "/slots-clasicos",
        width: 400,
        height: 225,
      },
      {
        src: "/images/home/jackpots-millonarios-tarjeta.svg",
        alt: "Contador de bote progresivo con cifras en aumento",
        title: "Jackpots millonarios",
        link: "/jackpots-millonarios",
        width: 400,
        height: 225,
      },
    ],
  },
  faq: {
    title: "Preguntas frecuentes sobre casinos online en España",
    items: [
      {
        question: "¿Es legal jugar en casinos online en España?",
        answer: `Sí, siempre que el casino tenga licencia de la ${REGULATOR.name}. La ${REGULATOR.law} solo permite ofrecer juego online a residentes en España a los operadores autorizados, que trabajan con un dominio .es y muestran el sello «Juego Seguro». Todos los casinos de nuestro ranking cumplen esa condición.`,
      },
      {
        question: "¿Cómo puedo comprobar que un casino tiene licencia de la DGOJ?",
        answer:
          "Busca el nombre del operador en el registro público de operadores de la [DGOJ](https://www.ordenacionjuego.es). Además, un casino con licencia española usa un dominio .es, muestra el sello «Juego Seguro» y enlaza a [Jugar Bien](https://www.jugarbien.es), el portal de juego responsable del regulador.",
      },
      {
        question: "¿Qué edad mínima hace falta para jugar?",
        answer: `${MIN_AGE} años. Los operadores con licencia comprueban tu identidad con el DNI o el NIE al registrarte, y no puedes retirar ganancias hasta completar esa verificación. Las personas inscritas en el registro de autoprohibición (RGIAJ) tampoco pueden jugar.`,
      },
      {
        question: "¿Hay un límite legal de depósito?",
        answer:
          `Sí, para todos los jugadores, no solo los nuevos: por ley (${DEPOSIT_LIMITS.source}) cada operador aplica por defecto un límite de depósito de **${euro(DEPOSIT_LIMITS.daily)} al día, ${euro(DEPOSIT_LIMITS.weekly)} a la semana y ${euro(DEPOSIT_LIMITS.monthly)} al mes**. Puedes fijar límites más bajos cuando quieras y el cambio es inmediato; subirlos solo se aplica pasado un plazo de espera.`,
      },
      {
        question: "¿Cómo funcionan los bonos de bienvenida?",
        answer:
          "El casino añade un porcentaje de tu primer depósito como saldo de bono o como crédito de apuesta. Ese saldo no es dinero que puedas retirar enseguida: antes hay que apostarlo un número de veces (el requisito de apuesta) dentro de un plazo. En nuestro ranking, entre las ofertas que se liberan así, la de mayor importe es la de [{{ranking.biggestBonus.name}}]({{ranking.biggestBonus.path}}) ({{ranking.biggestBonus.bonus}}), con un requisito de {{ranking.biggestBonus.requirement}}, y la que menos exige para liberarla es la de [{{ranking.lowestWagering.name}}]({{ranking.lowestWagering.path}}): «{{ranking.lowestWagering.requirement}}». Junto a cada bono verás el depósito mínimo, el requisito, el plazo y un enlace a sus términos completos.",
      },
      {
        question: "¿Qué es el requisito de apuesta o rollover?",
        answer:
          "Es el número de veces que debes apostar el bono antes de poder retirar lo que ganes con él. Con un bono de 100 € y un requisito de 35x tendrás que apostar 3.500 €. Cuanto más bajo sea el requisito, más fácil es liberarlo: por eso lo mostramos siempre junto al bono.",
      },
      {
        question: "¿Qué métodos de pago puedo usar y cuánto tardan las retiradas?",
        answer:
          "En nuestro ranking, la tarjeta (Visa o Mastercard) la aceptan {{ranking.card.count}} de los {{ranking.count}} casinos; Bizum, {{ranking.bizum.count}}, y PayPal, {{ranking.paypal.count}}. El depósito mínimo más bajo es de {{ranking.lowestDeposit.amount}}, en {{ranking.lowestDeposit.name}}. Las retiradas a monederos electrónicos suelen tardar entre 24 y 48 horas, a tarjeta de 3 a 5 días y por transferencia de 5 a 7 días. Puedes filtrar por método de pago en la [comparativa](/comparacion).",
      },
      {
        question: "¿Tengo que declarar lo que gane en un casino online?",
        answer:
          "Sí. Las ganancias netas del juego (lo ganado menos lo apostado) se declaran en la renta como ganancias patrimoniales. Las pérdidas solo pueden compensarse hasta el importe de las ganancias del mismo año. Si tienes dudas sobre tu caso, consulta con un asesor fiscal.",
      },
      {
        question: "¿Cómo elaboráis el ranking?",
        answer:
          "Cada casino recibe una nota sobre 10 en {{metodologia.criterios}} criterios con pesos fijos: {{metodologia.lista}}. La media ponderada es su valoración: hoy encabeza el ranking [{{ranking.top.name}}]({{ranking.top.path}}), con {{ranking.top.rating}}/10. Algunos enlaces son de afiliación y el operador puede pagarnos una comisión, que no forma parte de ningún criterio: lo explicamos en nuestra [metodología](/metodologia).",
      },
      {
        question: "¿Qué hago si siento que el juego se me está yendo de las manos?",
        answer: `Para y pide ayuda: llama al ${PRIMARY_HELPLINE.display}, la línea gratuita y confidencial de FEJAR, y revisa nuestra [guía de juego responsable](/guia-juego-responsable). Puedes autoexcluirte de todos los operadores con licencia inscribiéndote en el [${SELF_EXCLUSION.name.split(" – ")[0]}](${SELF_EXCLUSION.url}).`,
      },
    ],
  },
  tips: {
    title: "Consejos para elegir un casino online",
    intro: "Antes de registrarte en cualquier casino, dedica cinco minutos a revisar estos puntos. Te ahorrarán sorpresas.",
    items: [
      {
        title: "Comprueba la licencia",
        text: "Juega solo en operadores con licencia de la DGOJ: dominio .es, sello «Juego Seguro» y presencia en el registro público del regulador.",
      },
      {
        title: "Lee las condiciones del bono",
        text: "Fíjate en el requisito de apuesta, el plazo para cumplirlo, la apuesta máxima mientras el bono está activo y qué juegos cuentan. Un bono grande con 50x puede valer menos que uno pequeño con 3x.",
      },
      {
        title: "Mira cómo vas a cobrar",
        text: "Comprueba que el casino acepta tu método de pago para depositar y también para retirar, y cuánto tarda en pagar. Bizum y PayPal suelen ser los más rápidos.",
      },
      {
        title: "Revisa el catálogo de juegos",
        text: "Si te gusta la ruleta o el blackjack con crupier real, asegúrate de que el casino tiene casino en vivo. Los proveedores conocidos publican el porcentaje de retorno (RTP) de cada juego.",
      },
      {
        title: "Prueba la atención al cliente",
        text: "Un chat en español con horario amplio resuelve la mayoría de dudas en minutos. Pregunta algo antes de depositar y valora la respuesta.",
      },
      {
        title: "Fija tus límites desde el primer día",
        text: "Configura límites de depósito y de tiempo al registrarte. Decide de antemano cuánto dinero y cuánto tiempo dedicas al juego, y no persigas las pérdidas.",
      },
    ],
  },
};
