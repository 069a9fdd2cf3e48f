import type { ContentPageInput } from "../../blocks";

/** Live casino: how a streamed table works, which games there are and what the table limits mean. */
export const casinoEnDirectoPage: ContentPageInput = {
  path: "/casino-en-directo",
  h1: "Casino en directo: cómo funciona, qué juegos hay y qué límites tienen las mesas",
  title: "Casino en directo: cómo funciona, juegos y límites de mesa",
  description:
    "Cómo funciona el casino en directo con crupier real, qué juegos hay (ruleta, blackjack, baccarat, dados, póker) y cómo leer los límites de cada mesa.",
  keywords: ["casino en directo", "crupier en vivo", "ruleta en directo", "blackjack en directo", "límites de mesa"],
  breadcrumb: "Casino en directo",
  intro:
    "En el casino en directo juegas contra un **crupier real** que reparte cartas o lanza la bola en un estudio, y la partida te llega por vídeo en tiempo real. Tú apuestas desde una interfaz en la pantalla; el resultado lo decide el juego físico que estás viendo, no un generador de números aleatorios.",
  updated: "2026-11-21",
  hero: {
    src: "/images/pages/casino-en-directo.svg",
    alt: "Ilustración de una mesa de juego vista a través de una cámara, con el indicador EN DIRECTO",
    width: 1200,
    height: 600,
  },
  blocks: [
    { type: "heading", level: 2, text: "Cómo funciona una mesa en directo" },
    {
      type: "paragraph",
      text: "Detrás de cada mesa hay un estudio de televisión en miniatura: varias cámaras, iluminación, un crupier formado para hablar a cámara y un equipo técnico que supervisa la emisión. Lo que ves en el móvil es una retransmisión en vídeo a la que se superpone una capa digital con el tapete, tus fichas y el historial de resultados.",
    },
    {
      type: "steps",
      items: [
        { title: "Se abre la ventana de apuestas", text: "Una cuenta atrás de pocos segundos marca el tiempo para colocar las fichas en el tapete digital. Cuando llega a cero, las apuestas quedan cerradas y aceptadas." },
        { title: "El crupier juega la ronda", text: "Lanza la bola, reparte las cartas o agita los dados delante de la cámara, siguiendo un protocolo fijo para cada juego." },
        { title: "El sistema lee el resultado", text: "Cámaras y programas de reconocimiento óptico identifican el número ganador o cada carta y lo convierten en datos al instante." },
        { title: "Se liquidan las apuestas", text: "Las apuestas ganadoras se pagan automáticamente en tu saldo y el resultado se guarda en el historial de la mesa y de tu cuenta." },
      ],
    },
    {
      type: "paragraph",
      text: "Si tu conexión se corta a mitad de ronda, la apuesta que ya fue aceptada se resuelve igualmente y el resultado aparece en tu historial al volver. Aun así, conviene jugar con una conexión estable: en el blackjack, por ejemplo, si no decides a tiempo el sistema aplica una acción por defecto, que suele ser plantarse.",
    },
    { type: "heading", level: 2, text: "Juegos que encontrarás en el casino en directo" },
    {
      type: "cards",
      items: [
        {
          title: "Ruleta en directo",
          text: "La más jugada. Busca la ruleta europea, con un solo cero (37 números y una ventaja de la casa del 2,7 %), antes que la americana, con doble cero (38 números y un 5,26 %).",
          href: "/ruleta-online",
          linkLabel: "Guía de ruleta online",
        },
        {
          title: "Blackjack en directo",
          text: "Mesas de hasta siete asientos. Si están todos ocupados, muchas mesas permiten apostar detrás de otro jugador, que es quien decide la jugada.",
          href: "/blackjack-online",
          linkLabel: "Guía de blackjack online",
        },
        {
          title: "Baccarat en directo",
          text: "Se apuesta a jugador, banca o empate y el crupier sigue unas reglas fijas de tercera carta: no hay decisiones que tomar durante la mano.",
          href: "/baccarat-online",
          linkLabel: "Guía de baccarat online",
        },
        {
          title: "Póker contra la banca",
          text: "Variantes como el Casino Hold'em, en las que juegas contra la mano del crupier y no contra otros jugadores.",
          href: "/poker-texas-holdem",
          linkLabel: "Guía de Texas Hold'em",
        },
        {
          title: "Dados: sic bo",
          text: "Tres dados en una cúpula que agita el crupier. Apuestas a totales, combinaciones o a si la suma será alta o baja.",
          href: "/juegos-mesa#dados",
          linkLabel: "Juegos de dados",
        },
        {
          title: "Concursos en directo",
          text: "Ruedas de premios y juegos de estilo televisivo con multiplicadores. Son vistosos, pero suelen dejar a la casa una ventaja mayor que la ruleta europea.",
        },
      ],
    },
    { type: "heading", level: 2, text: "Límites de apuesta en las mesas en directo" },
    {
      type: "paragraph",
      text: "Cada mesa indica su apuesta mínima y máxima antes de que te sientes; en la mayoría de casinos aparecen en el vestíbulo del casino en directo, junto al nombre de la mesa. El mínimo importa más de lo que parece: decide cuántas rondas puedes jugar con tu presupuesto y, por tanto, cuánto dura la sesión.",
    },
    {
      type: "table",
      caption: "Límites mínimos orientativos por tipo de mesa (varían según el operador y la mesa)",
      headers: ["Juego", "Apuesta mínima habitual", "Qué conviene mirar"],
      rows: [
        ["Ruleta en directo", "Desde 0,10–1 € por ficha", "Que sea europea o francesa y no americana"],
        ["Blackjack en directo", "Desde 1–5 € por mano", "Que el blackjack natural pague 3:2 y no 6:5"],
        ["Baccarat en directo", "Desde 1 € por mano", "La comisión de la apuesta a la banca"],
        ["Sic bo en directo", "Desde 0,10–1 € por apuesta", "Los pagos de cada combinación en la ayuda de la mesa"],
      ],
      rowHeaders: true,
    },
    {
      type: "paragraph",
      text: "Las mesas con mínimos altos suelen presentarse como salas privadas o mesas VIP. No cambian las reglas ni la ventaja de la casa; solo exigen apuestas mayores, y eso hace que un mismo presupuesto dure muchas menos rondas.",
    },
    {
      type: "callout",
      tone: "info",
      title: "Los límites de la mesa no son tus límites",
      body: [
        "El máximo de una mesa protege al casino, no a ti. Tus límites son los que fijas en tu cuenta. Los operadores con licencia en España aplican límites de depósito que puedes reducir cuando quieras, y la mayoría ofrece también límites de tiempo de sesión y de pérdidas. Ajústalos antes de tu primera partida; te explicamos cómo en nuestra [guía de juego responsable](/guia-juego-responsable).",
      ],
    },
    { type: "heading", level: 2, text: "Ventajas e inconvenientes frente a los juegos automáticos" },
    { type: "heading", level: 3, text: "Lo que gana el directo" },
    {
      type: "list",
      items: [
        "**Transparencia visual**: ves girar la rueda y repartir las cartas, algo que muchos jugadores valoran frente a un resultado generado por software.",
        "**Ritmo humano**: una ronda de ruleta en directo dura bastante más que una automática. Con la misma apuesta y la misma ventaja de la casa, menos rondas por hora significa menos coste por hora.",
        "**Mesas en español**: varios proveedores emiten mesas con crupieres que hablan español, pensadas para el mercado español.",
      ],
    },
    { type: "heading", level: 3, text: "Lo que pierde" },
    {
      type: "list",
      items: [
        "**No hay modo demo**: una mesa en directo es una emisión en tiempo real, así que no puedes probarla con créditos ficticios. Para aprender las reglas, usa antes las versiones automáticas en demo.",
        "**Mínimos más altos**: mantener un estudio con crupieres cuesta dinero y se nota en la apuesta mínima.",
        "**Dependencia de la conexión**: con una red inestable el vídeo se congela y es fácil perder la ventana de apuestas.",
        "**Apuestas laterales**: muchas mesas añaden apuestas secundarias con pagos llamativos y una ventaja de la casa muy superior a la del juego principal.",
      ],
    },
    { type: "heading", level: 2, text: "Cómo elegir una mesa" },
    {
      type: "list",
      ordered: true,
      items: [
        "Comprueba que el operador tiene licencia de la DGOJ: el sello aparece en el pie de página de su web y el operador figura en el registro público del regulador.",
        "Lee las reglas de la mesa en el botón de ayuda: variante, pagos y qué ocurre si pierdes la conexión.",
        "Elige un mínimo que te permita al menos 50 rondas con tu presupuesto de la sesión.",
        "Evita las apuestas laterales si no conoces su ventaja de la casa.",
        "Decide de antemano cuándo vas a levantarte de la mesa, tanto si vas perdiendo como si vas ganando.",
      ],
    },
    {
      type: "paragraph",
      text: "Si buscas una primera impresión del ambiente de las mesas en vivo, visita también nuestra página de [casino en vivo](/casino-en-vivo), y si prefieres empezar por las reglas de cada juego de mesa, tienes el resumen en [juegos de mesa](/juegos-mesa).",
    },
    {
      type: "faq",
      title: "Preguntas frecuentes sobre el casino en directo",
      items: [
        {
          question: "¿Los resultados del casino en directo son reales?",
          answer: "Sí: el resultado sale de la rueda, las cartas o los dados que ves en la emisión. En los operadores con licencia, los estudios y sus procedimientos están sujetos a controles técnicos y auditorías.",
        },
        {
          question: "¿Puedo jugar al casino en directo desde el móvil?",
          answer: "Sí. Las mesas se adaptan a la pantalla del móvil, pero consumen datos de vídeo de forma continua; con una conexión inestable puedes perder la ventana de apuestas.",
        },
        {
          question: "¿Puedo hablar con el crupier?",
          answer: "La mayoría de mesas tienen un chat moderado: el crupier lee los mensajes y responde en voz alta. Se aplican normas de respeto y no se admite publicidad ni datos personales.",
        },
        {
          question: "¿Hay versiones gratuitas del casino en directo?",
          answer: "No suele haberlas, porque cada ronda se juega en tiempo real con apuestas de verdad. Puedes ver una mesa sin apostar en muchos casinos, y aprender las reglas con las versiones automáticas en modo demo.",
        },
      ],
    },
    { type: "responsibleGambling" },
    {
      type: "cta",
      text: "Compara qué casinos con licencia en España ofrecen mesas en directo y con qué condiciones.",
      href: "/comparacion",
      label: "Ver la comparación de casinos",
    },
  ],
};
