import type { ContentPageInput } from "../../blocks";
import { CONTACT, MIN_AGE, PUBLISHER, REGULATOR, SITE_NAME, SITE_URL } from "../../../lib/site";

// Every identifying detail is read from PUBLISHER: the defaults are clearly marked example
// values, and the operator replaces them at build time (PUBLISHER_JSON) without touching this copy.
const host = SITE_URL.replace(/^https?:\/\//, "");

export const page: ContentPageInput = {
  path: "/aviso-legal",
  h1: "Aviso legal",
  title: "Aviso legal y datos del titular",
  description:
    "Datos identificativos del titular del sitio según el artículo 10 de la LSSI: denominación, domicilio, NIF, datos registrales y correo de contacto.",
  keywords: ["aviso legal", "LSSI", "titular del sitio", "datos identificativos"],
  breadcrumb: "Aviso legal",
  intro: `En cumplimiento del artículo 10 de la Ley 34/2002, de 11 de julio, de servicios de la sociedad de la información y de comercio electrónico (LSSI), te informamos de quién es el titular de ${SITE_NAME} y de las condiciones generales de acceso al sitio.`,
  updated: "2026-11-21",
  schemaType: "WebPage",
  blocks: [
    { type: "heading", level: 2, text: "Datos identificativos del titular", id: "titular" },
    {
      type: "definitions",
      items: [
        { term: "Titular", definition: PUBLISHER.name },
        { term: "Domicilio social", definition: PUBLISHER.address },
        { term: "NIF", definition: PUBLISHER.nif },
        { term: "Datos registrales", definition: PUBLISHER.registry },
        { term: "Correo electrónico", definition: PUBLISHER.email },
        { term: "Sitio web", definition: `[${host}](/)` },
      ],
    },
    {
      type: "paragraph",
      text: `Para dudas sobre el contenido o el funcionamiento del sitio también puedes escribir a ${CONTACT.email}; para cuestiones de protección de datos, a ${CONTACT.privacyEmail}.`,
    },
    { type: "heading", level: 2, text: "Actividad", id: "actividad" },
    {
      type: "paragraph",
      text: `${SITE_NAME} es un servicio de la sociedad de la información que publica contenidos informativos, reseñas y comparativas sobre operadores de juego online con licencia en España, y que obtiene ingresos mediante acuerdos de afiliación con algunos de esos operadores.`,
    },
    {
      type: "paragraph",
      text: `El titular **no es un operador de juego**: no organiza, comercializa ni explota juegos de azar, no acepta apuestas y no recibe dinero de los usuarios. Por eso no necesita licencia de juego; sí está sujeto a las normas sobre publicidad del juego aplicables a quienes la difunden, y solo promociona operadores autorizados por la ${REGULATOR.name}.`,
    },
    { type: "heading", level: 2, text: "Condiciones de uso", id: "condiciones" },
    {
      type: "paragraph",
      text: `El acceso al sitio es gratuito y no requiere registro. Está dirigido exclusivamente a mayores de ${MIN_AGE} años. Al navegar por él aceptas este aviso legal y los [términos y condiciones](/terminos-condiciones), que desarrollan el uso del sitio, la relación de afiliación y la responsabilidad de cada parte.`,
    },
    {
      type: "list",
      items: [
        "Debes usar el sitio de buena fe y conforme a la ley, la moral y el orden público.",
        "No está permitido intentar acceder a zonas o sistemas no públicos, introducir código dañino ni alterar el funcionamiento del sitio.",
        "No está permitido extraer de forma masiva o automatizada los contenidos para reutilizarlos.",
        "Los datos que facilites, por ejemplo al suscribirte a la newsletter, deben ser tuyos y veraces.",
      ],
    },
    { type: "heading", level: 2, text: "Propiedad intelectual e industrial", id: "propiedad-intelectual" },
    {
      type: "paragraph",
      text: "Los textos, el diseño gráfico, las ilustraciones, los logotipos propios y el código fuente del sitio son titularidad del titular o de terceros que han autorizado su uso, y están protegidos por la legislación española de propiedad intelectual e industrial. Se permite su visualización y la cita breve con enlace a la fuente; cualquier otra reproducción, distribución, comunicación pública o transformación requiere autorización previa y por escrito.",
    },
    {
      type: "paragraph",
      text: "Las marcas y logotipos de los operadores de juego pertenecen a sus respectivos titulares y se muestran únicamente para identificar a cada operador en las reseñas y comparativas.",
    },
    { type: "heading", level: 2, text: "Responsabilidad por los enlaces", id: "enlaces" },
    {
      type: "paragraph",
      text: "El sitio incluye enlaces a páginas de terceros, entre ellas las de los operadores de juego, las del regulador y las de organizaciones de ayuda. Se abren en una pestaña nueva para que quede claro que sales del sitio. El titular no controla esos sitios y no responde de sus contenidos, servicios, condiciones ni políticas de privacidad.",
    },
    {
      type: "paragraph",
      text: `Conforme al artículo 17 de la LSSI, si tenemos conocimiento efectivo de que un enlace dirige a una actividad o a un contenido ilícito, lo retiraremos con diligencia. Puedes comunicárnoslo en ${PUBLISHER.email}.`,
    },
    { type: "heading", level: 2, text: "Exclusión de garantías", id: "garantias" },
    {
      type: "paragraph",
      text: "Trabajamos para que la información publicada sea exacta y esté actualizada, pero los operadores modifican sus ofertas y condiciones con frecuencia. La información tiene carácter orientativo y no constituye asesoramiento. El titular no garantiza la disponibilidad ininterrumpida del sitio, aunque pondrá los medios razonables para corregir los errores y las interrupciones que detecte.",
    },
    { type: "heading", level: 2, text: "Protección de datos", id: "proteccion-de-datos" },
    {
      type: "paragraph",
      text: "El tratamiento de datos personales y el uso del almacenamiento local del navegador se explican en la [política de privacidad](/politica-privacidad).",
    },
    { type: "heading", level: 2, text: "Legislación aplicable y jurisdicción", id: "legislacion" },
    {
      type: "paragraph",
      text: "Este aviso legal se rige por la legislación española, en particular por:",
    },
    {
      type: "list",
      items: [
        "la Ley 34/2002, de 11 de julio, de servicios de la sociedad de la información y de comercio electrónico;",
        `la ${REGULATOR.law}, y el Real Decreto 958/2020, de 3 de noviembre, de comunicaciones comerciales de las actividades de juego;`,
        "el Reglamento (UE) 2016/679 (RGPD) y la Ley Orgánica 3/2018, de 5 de diciembre, de Protección de Datos Personales y garantía de los derechos digitales.",
      ],
    },
    {
      type: "paragraph",
      text: "Para cualquier controversia serán competentes los juzgados y tribunales que correspondan conforme a la ley. Si eres consumidor, podrás acudir a los de tu domicilio.",
    },
  ],
};
