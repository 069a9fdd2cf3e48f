import type { ContentPageInput } from "../../blocks";

export const casinoEnVivoPage: ContentPageInput = {
  path: "/casino-en-vivo",
  h1: "Casino en vivo: mesas reales con crupier desde tu pantalla",
  title: "Casino en vivo: ruleta, blackjack y baccarat con crupier",
  description:
    "Cómo funcionan las mesas de casino en vivo: estudios, crupieres y cámaras, qué juegos hay, qué ventaja tiene cada uno y qué operadores con licencia española las ofrecen.",
  keywords: ["casino en vivo", "crupier en vivo", "ruleta en vivo", "blackjack en vivo", "baccarat en vivo"],
  breadcrumb: "Casino en vivo",
  intro:
    "En el casino en vivo la bola, las cartas y el crupier son reales: una cámara retransmite la mesa y tú apuestas desde el ordenador o el móvil. Te explicamos cómo funciona, qué juegos vas a encontrar y qué conviene vigilar para que la experiencia siga siendo un entretenimiento.",
  updated: "2026-11-21",
  hero: {
    src: "/images/pages/casino-en-vivo.svg",
    alt: "Ilustración de una mesa de casino con una cámara de retransmisión y la pantalla de un móvil",
    width: 960,
    height: 400,
  },
  blocks: [
    { type: "heading", level: 2, text: "Cómo funciona una mesa en vivo" },
    {
      type: "paragraph",
      text: "Las mesas se emiten desde estudios especializados o desde salas de casinos físicos. Varias cámaras muestran la rueda o el reparto de cartas, y un sistema de reconocimiento óptico lee el número ganador o el valor de cada carta para que el programa liquide las apuestas al instante. El crupier anuncia el inicio y el cierre de cada ronda, y un temporizador en pantalla te indica cuántos segundos quedan para apostar.",
    },
    {
      type: "paragraph",
      text: "En la ruleta, el blackjack y el baccarat en vivo, el resultado lo deciden la rueda o las cartas reales, no un generador de números aleatorios: lo que garantiza la limpieza del juego son los controles del estudio y la supervisión del regulador. En España, los operadores con licencia de la DGOJ deben cumplir sus requisitos técnicos también en las mesas en vivo.",
    },
    { type: "heading", level: 2, text: "Juegos que vas a encontrar" },
    {
      type: "table",
      caption: "Juegos en vivo más habituales y su ventaja de la casa de referencia",
      headers: ["Juego", "Qué lo distingue", "Ventaja de la casa de referencia"],
      rowHeaders: true,
      rows: [
        ["Ruleta europea en vivo", "Rueda real de 37 casillas; algunas mesas tienen crupier que habla español.", "2,7 %"],
        ["Blackjack en vivo", "Siete asientos por mesa; en muchas puedes apostar «detrás» de otro jugador si la mesa está llena.", "Alrededor del 0,5 % con estrategia básica; depende de las reglas de la mesa"],
        ["Baccarat en vivo", "Rondas rápidas y solo tres apuestas principales: Banca, Jugador y Empate.", "1,06 % a Banca y 1,24 % a Jugador"],
        ["Concursos en vivo", "Ruedas de la fortuna y juegos de estilo televisivo con multiplicadores.", "Variable; consúltala en el panel de información de cada juego"],
      ],
    },
    {
      type: "paragraph",
      text: "Las ventajas de la tabla son valores de referencia para las reglas más comunes. Cada mesa publica sus reglas y su RTP en el panel de ayuda: léelo antes de sentarte, sobre todo en las variantes con multiplicadores o apuestas adicionales, cuya ventaja suele ser bastante mayor. Las reglas y pagos de cada juego están en nuestras guías de [ruleta online](/ruleta-online), [blackjack online](/blackjack-online) y [baccarat online](/baccarat-online).",
    },
    { type: "heading", level: 2, text: "Ventajas y puntos a vigilar" },
    {
      type: "list",
      items: [
        "**Transparencia visible**: ves la rueda y las cartas, y el historial de resultados suele mostrarse en pantalla.",
        "**Ritmo más pausado**: una ronda de ruleta en vivo dura bastante más que una digital, lo que ayuda a controlar el gasto por hora.",
        "**Límites de mesa más altos**: las mesas en vivo suelen tener apuestas mínimas superiores a las digitales; elige una acorde con tu presupuesto.",
        "**Conexión estable**: si la emisión se corta, la apuesta ya aceptada se resuelve igualmente; comprueba en el historial cómo terminó.",
        "**El chat es para hablar con el crupier**, no para recibir consejos de apuesta de desconocidos.",
      ],
    },
    { type: "heading", level: 2, text: "Qué operadores tienen casino en vivo" },
    {
      type: "paragraph",
      text: "Ocho de los diez operadores de nuestro ranking incluyen casino en vivo: [Bet365](/bet365), [Codere](/codere), [Betway](/betway), [William Hill](/williamhill), [Bwin](/bwin), [PokerStars](/pokerstars), [Luckia](/luckia) y [Paf](/paf). Marca y Paston no lo ofrecían en nuestra última revisión. Para una visión más amplia del formato, con consejos de conexión y etiqueta en mesa, consulta también nuestra página sobre el [casino en directo](/casino-en-directo).",
    },
    {
      type: "callout",
      tone: "info",
      title: "Antes de sentarte",
      body: [
        "Fija en tu cuenta un límite de depósito y otro de tiempo. En el casino en vivo las sesiones se alargan sin darte cuenta porque siempre hay una ronda a punto de empezar.",
      ],
    },
    {
      type: "cta",
      text: "Compara los casinos con mesas en vivo y licencia española en una sola tabla.",
      href: "/comparacion",
      label: "Ver la comparación de casinos",
    },
    { type: "responsibleGambling" },
  ],
};
