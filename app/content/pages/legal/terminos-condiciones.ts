import type { ContentPageInput } from "../../blocks";
import {
  CONTACT,
  MIN_AGE,
  PRIMARY_HELPLINE,
  PUBLISHER,
  REGULATOR,
  RESPONSIBLE_GAMBLING_PORTAL,
  SITE_NAME,
  SITE_URL,
} from "../../../lib/site";

const host = SITE_URL.replace(/^https?:\/\//, "");

export const page: ContentPageInput = {
  path: "/terminos-condiciones",
  h1: "Términos y condiciones",
  title: "Términos y condiciones de uso",
  description:
    "Condiciones de uso del sitio: acceso solo para mayores de 18 años, naturaleza informativa y de afiliación, publicidad, responsabilidad y ley aplicable.",
  keywords: ["términos y condiciones", "condiciones de uso", "afiliación casinos", "aviso de afiliación"],
  breadcrumb: "Términos y condiciones",
  intro: `Estas condiciones regulan el acceso y el uso de ${SITE_NAME} (${host}). Léelas con atención: al navegar por el sitio aceptas lo que aquí se establece. Si no estás de acuerdo con alguna de ellas, te pedimos que no lo utilices.`,
  updated: "2026-11-21",
  schemaType: "WebPage",
  blocks: [
    { type: "heading", level: 2, text: "1. Objeto y aceptación", id: "objeto" },
    {
      type: "paragraph",
      text: `El sitio lo edita ${PUBLISHER.name}, con domicilio en ${PUBLISHER.address} y NIF ${PUBLISHER.nif}. Sus datos completos figuran en el [aviso legal](/aviso-legal). Estas condiciones se aplican a todas las páginas del sitio y a la newsletter.`,
    },
    {
      type: "paragraph",
      text: "Podemos modificar estas condiciones para adaptarlas a cambios legales o del servicio. La versión vigente es siempre la publicada en esta página, con la fecha de su última revisión; los cambios no se aplican con carácter retroactivo.",
    },
    { type: "heading", level: 2, text: `2. Edad mínima: ${MIN_AGE} años`, id: "edad" },
    {
      type: "paragraph",
      text: `El sitio está dirigido exclusivamente a personas mayores de ${MIN_AGE} años residentes en España. Si eres menor de edad, no debes usarlo ni suscribirte a la newsletter. Nuestros contenidos no están pensados ni diseñados para atraer a menores.`,
    },
    {
      type: "paragraph",
      text: "Los operadores de juego con licencia están obligados a verificar la identidad y la edad de cada persona antes de permitirle jugar. Si convives con menores, te recomendamos activar el control parental del navegador y de los dispositivos que compartís.",
    },
    { type: "heading", level: 2, text: "3. Naturaleza del sitio", id: "naturaleza" },
    {
      type: "paragraph",
      text: `${SITE_NAME} es un sitio de información y comparación sobre casinos online y apuestas con licencia en España. **No somos un operador de juego**: no organizamos ni explotamos juegos, no aceptamos apuestas, no gestionamos cuentas de jugador y no recibimos depósitos ni pagamos premios.`,
    },
    {
      type: "paragraph",
      text: "Cuando pulsas un botón para visitar un operador, sales de este sitio. El registro, los depósitos, las apuestas y los bonos se rigen exclusivamente por las condiciones del operador, que es el único responsable de su servicio frente a ti.",
    },
    { type: "heading", level: 2, text: "4. Relación de afiliación y publicidad", id: "afiliacion" },
    {
      type: "paragraph",
      text: "Mantenemos acuerdos de afiliación con algunos de los operadores que aparecen en el sitio: si abres una cuenta a través de nuestros enlaces, el operador puede pagarnos una comisión. Esto no te supone ningún coste adicional ni cambia las condiciones que el operador te ofrece. Los enlaces patrocinados se marcan como tales para los buscadores.",
    },
    {
      type: "list",
      items: [
        `Solo mostramos operadores con licencia de la ${REGULATOR.name}. Puedes comprobar cualquier licencia en el [registro oficial del regulador](${REGULATOR.url}).`,
        "El contenido promocional se identifica como publicidad y nombra al operador que lo ofrece.",
        "Al presentar un bono indicamos el depósito mínimo, el requisito de apuesta y el plazo para cumplirlo; las condiciones completas están siempre en la web del operador.",
        "Nunca presentamos un bono como dinero regalado ni usamos testimonios de ganadores.",
      ],
    },
    { type: "heading", level: 2, text: "5. Exactitud de la información", id: "exactitud" },
    {
      type: "paragraph",
      text: "Revisamos periódicamente las fichas, puntuaciones y condiciones que publicamos, e indicamos en cada página la fecha de su última revisión. Aun así, los operadores cambian sus promociones, límites y métodos de pago sin avisarnos, por lo que la información puede no estar actualizada en un momento dado.",
    },
    {
      type: "paragraph",
      text: `Las puntuaciones y opiniones son valoraciones editoriales, no garantías. Antes de registrarte o depositar, comprueba las condiciones en la web del operador: si difieren de las nuestras, prevalecen siempre las suyas. Si detectas un dato erróneo, escríbenos a ${CONTACT.email} y lo revisaremos.`,
    },
    { type: "heading", level: 2, text: "6. Juego responsable", id: "juego-responsable" },
    {
      type: "paragraph",
      text: `El juego implica riesgo de pérdida económica y puede generar adicción. Fija límites de depósito y de tiempo, no juegues para recuperar pérdidas y pide ayuda si el juego deja de ser un entretenimiento. Encontrarás herramientas y consejos en nuestra [guía de juego responsable](/guia-juego-responsable) y en [${RESPONSIBLE_GAMBLING_PORTAL.name}](${RESPONSIBLE_GAMBLING_PORTAL.url}). Ayuda gratuita y confidencial: ${PRIMARY_HELPLINE.name}, ${PRIMARY_HELPLINE.display}.`,
    },
    { type: "heading", level: 2, text: "7. Propiedad intelectual e industrial", id: "propiedad-intelectual" },
    {
      type: "paragraph",
      text: `Los textos, el diseño, las ilustraciones, las puntuaciones y el código del sitio pertenecen a ${PUBLISHER.name} o se usan con autorización. Puedes consultarlos y citarlos brevemente con un enlace a la página de origen; cualquier otra reproducción, distribución o transformación requiere nuestro permiso por escrito.`,
    },
    {
      type: "paragraph",
      text: "Las marcas, nombres comerciales y logotipos de los operadores pertenecen a sus titulares. Los usamos solo para identificarlos en reseñas y comparativas, sin que ello implique patrocinio o respaldo distinto de la relación de afiliación descrita en el apartado 4.",
    },
    { type: "heading", level: 2, text: "8. Responsabilidad", id: "responsabilidad" },
    {
      type: "paragraph",
      text: "El sitio se ofrece con fines informativos. En la medida permitida por la ley, no respondemos de:",
    },
    {
      type: "list",
      items: [
        "las decisiones de juego que tomes ni de las pérdidas que puedan derivarse de ellas;",
        "el servicio, los pagos, los bloqueos de cuenta o las condiciones de los operadores y de otros sitios enlazados;",
        "las interrupciones, errores técnicos o indisponibilidades temporales del sitio, que procuraremos resolver con rapidez;",
        "los daños causados por un uso del sitio contrario a estas condiciones o a la ley.",
      ],
    },
    {
      type: "paragraph",
      text: "Te comprometes a usar el sitio de forma lícita, a no intentar acceder a sus sistemas sin autorización, a no sobrecargarlo con peticiones automatizadas y a no suscribir direcciones de correo de terceros a la newsletter. Nada de lo anterior limita los derechos que la normativa de consumidores te reconoce ni la responsabilidad que la ley no permite excluir.",
    },
    { type: "heading", level: 2, text: "9. Privacidad y cookies", id: "privacidad" },
    {
      type: "paragraph",
      text: `Tratamos tus datos personales solo cuando te suscribes a la newsletter o nos escribes, y conforme al Reglamento General de Protección de Datos. El sitio no usa cookies de publicidad ni de analítica: solo guarda en tu navegador tu elección sobre cookies. Toda la información está en nuestra [política de privacidad](/politica-privacidad), y puedes ejercer tus derechos escribiendo a ${CONTACT.privacyEmail}.`,
    },
    { type: "heading", level: 2, text: "10. Ley aplicable, jurisdicción y contacto", id: "ley-aplicable" },
    {
      type: "paragraph",
      text: "Estas condiciones se rigen por la legislación española. Si actúas como consumidor, serán competentes los juzgados y tribunales de tu domicilio, conforme a la normativa de consumidores; en los demás casos, los del domicilio del editor.",
    },
    {
      type: "definitions",
      items: [
        { term: "Editor", definition: PUBLISHER.name },
        { term: "Domicilio", definition: PUBLISHER.address },
        { term: "Correo legal", definition: PUBLISHER.email },
        { term: "Atención a usuarios", definition: `${CONTACT.email} (respuesta en menos de ${CONTACT.emailReply})` },
      ],
    },
  ],
};
