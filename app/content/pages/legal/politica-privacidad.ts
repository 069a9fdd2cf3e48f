import type { ContentPageInput } from "../../blocks";
import { CONTACT, MIN_AGE, NEWSLETTER_CONSENT_VERSION, PUBLISHER, SITE_NAME } from "../../../lib/site";

/**
 * Section 5 must match what the signup form really sends and what the table
 * newsletter_subscriptions really keeps (spec section 3): if a field is added or dropped
 * there, this list changes in the same commit.
 */
export const page: ContentPageInput = {
  path: "/politica-privacidad",
  h1: "Política de privacidad",
  title: "Política de privacidad (RGPD)",
  description:
    "Quién trata tus datos, qué guardamos exactamente al suscribirte a la newsletter, cookies, plazos de conservación y cómo ejercer tus derechos ante la AEPD.",
  keywords: ["política de privacidad", "RGPD", "protección de datos", "newsletter", "cookies", "derechos RGPD"],
  breadcrumb: "Privacidad",
  intro: `En ${SITE_NAME} tratamos los mínimos datos personales posibles. Esta política explica, conforme al Reglamento (UE) 2016/679 (RGPD) y a la Ley Orgánica 3/2018 de Protección de Datos Personales y garantía de los derechos digitales, qué datos tratamos, para qué, durante cuánto tiempo y cómo puedes ejercer tus derechos.`,
  updated: "2026-11-21",
  schemaType: "WebPage",
  blocks: [
    { type: "heading", level: 2, text: "1. Responsable del tratamiento", id: "responsable" },
    {
      type: "definitions",
      items: [
        { term: "Responsable", definition: PUBLISHER.name },
        { term: "Domicilio", definition: PUBLISHER.address },
        { term: "NIF", definition: PUBLISHER.nif },
        { term: "Correo de contacto", definition: PUBLISHER.email },
        { term: "Correo para privacidad", definition: CONTACT.privacyEmail },
      ],
    },
    {
      type: "paragraph",
      text: `Para cualquier cuestión sobre tus datos, escríbenos a ${CONTACT.privacyEmail}. No hemos designado delegado de protección de datos porque nuestra actividad no lo exige; esta dirección la atiende directamente el responsable.`,
    },
    { type: "heading", level: 2, text: "2. Datos que tratamos", id: "datos" },
    {
      type: "list",
      items: [
        "**Suscriptores de la newsletter:** tu correo electrónico y los datos de registro y de contexto técnico que detalla el apartado 5.",
        "**Personas que nos escriben** por correo o por chat: la dirección o el nombre que uses y el contenido de tu mensaje.",
        "**Visitantes:** los registros técnicos del servidor (fecha y hora, método, página solicitada, código de respuesta y tiempo de respuesta), que no incluyen tu dirección IP ni tu navegador. Para frenar envíos abusivos del formulario de la newsletter, la dirección IP desde la que se envía se usa solo en la memoria del servidor durante un minuto para contar las suscripciones por dirección, y no se guarda.",
      ],
    },
    {
      type: "paragraph",
      text: `No pedimos datos especialmente protegidos ni datos bancarios, no creamos cuentas de usuario y no compartimos datos con los operadores de juego. El sitio es solo para mayores de ${MIN_AGE} años: si detectamos datos de un menor, los borramos.`,
    },
    { type: "heading", level: 2, text: "3. Finalidades", id: "finalidades" },
    {
      type: "list",
      items: [
        "Enviarte la newsletter a la que te has suscrito y poder demostrar que diste tu consentimiento.",
        "Saber qué páginas y campañas generan suscripciones, en conjunto, y detectar altas masivas o automatizadas.",
        "Responder a tus consultas y solicitudes, incluidas las de ejercicio de derechos.",
        "Mantener la seguridad del sitio: prevenir ataques, abusos y errores técnicos.",
      ],
    },
    {
      type: "paragraph",
      text: "No elaboramos perfiles, no tomamos decisiones automatizadas que te afecten y no vendemos ni alquilamos tus datos a nadie.",
    },
    { type: "heading", level: 2, text: "4. Bases jurídicas", id: "bases" },
    {
      type: "table",
      caption: "Base jurídica de cada tratamiento",
      headers: ["Tratamiento", "Base jurídica (RGPD)"],
      rowHeaders: true,
      rows: [
        ["Newsletter y su contexto técnico", "Tu consentimiento, art. 6.1.a. Puedes retirarlo cuando quieras, sin que afecte a los envíos anteriores."],
        ["Registros de seguridad del servidor", "Interés legítimo en proteger el sitio y a sus usuarios, art. 6.1.f."],
        ["Respuesta a consultas", "Interés legítimo en atender a quien nos escribe, art. 6.1.f."],
        ["Prueba del consentimiento y atención de derechos", "Cumplimiento de obligaciones legales, art. 6.1.c."],
      ],
    },
    { type: "heading", level: 2, text: "5. Datos de la newsletter que guardamos", id: "newsletter" },
    {
      type: "paragraph",
      text: "Al suscribirte guardamos **tu correo electrónico**, la **fecha de alta**, la **fecha del consentimiento** y la **versión del texto de consentimiento** que se te mostró (la versión actual es " +
        `${NEWSLETTER_CONSENT_VERSION}). Además, el formulario envía este contexto técnico, que nos ayuda a entender de dónde llegan las suscripciones y a detectar abusos:`,
    },
    {
      type: "list",
      items: [
        "el identificador del navegador (user agent);",
        "el idioma del navegador;",
        "la zona horaria configurada en tu dispositivo;",
        "el nombre del navegador, agrupado en Chrome, Firefox, Safari u Otro;",
        "la plataforma (sistema) que declara el navegador;",
        "la página de referencia (referrer), es decir, la página desde la que llegaste, si tu navegador la comunica;",
        "la página de este sitio en la que te suscribiste;",
        "los parámetros de campaña utm_source, utm_medium, utm_campaign, utm_term y utm_content, si la dirección de la página los incluía.",
      ],
    },
    {
      type: "callout",
      tone: "info",
      title: "Lo que no recogemos",
      body: [
        "En el registro de suscriptor **no guardamos tu dirección IP**, ni el tamaño de tu pantalla o de la ventana del navegador.",
        "Tampoco recogemos huellas digitales del dispositivo: ni canvas, ni audio, ni WebGL, ni fuentes instaladas, ni batería, ni tipo de conexión, ni complementos (plugins), ni características del hardware.",
      ],
    },
    { type: "heading", level: 2, text: "6. Cookies y almacenamiento local", id: "cookies" },
    {
      type: "paragraph",
      text: "Este sitio **no instala cookies de analítica ni de publicidad**. Lo único que guarda en tu navegador es tu elección sobre cookies, en el almacenamiento local (localStorage) y bajo la clave «cookie-consent», con el valor «accepted» si pulsas «Aceptar» o «rejected» si pulsas «Rechazar». Ese dato no sale de tu dispositivo y sirve para no volver a mostrarte el aviso.",
    },
    {
      type: "paragraph",
      text: "Puedes navegar por todo el sitio tanto si aceptas como si rechazas. Solo la suscripción a la newsletter requiere haber pulsado «Aceptar», porque el formulario envía el contexto técnico descrito en el apartado 5. Si en el futuro añadimos alguna herramienta de medición, no se activará sin tu consentimiento y lo indicaremos aquí antes.",
    },
    {
      type: "paragraph",
      text: "**Cómo cambiar tu elección:** borra los datos de este sitio desde la configuración de privacidad de tu navegador (cookies y datos de sitios) o elimina la clave «cookie-consent» del almacenamiento local. El aviso volverá a aparecer y podrás elegir de nuevo. Los operadores a los que enlazamos tienen sus propias políticas de cookies, que se aplican cuando visitas sus webs.",
    },
    { type: "heading", level: 2, text: "7. Conservación, encargados y transferencias", id: "conservacion" },
    {
      type: "list",
      items: [
        "**Newsletter:** conservamos tus datos mientras sigas suscrito. Cuando te das de baja o pides la supresión, los borramos en un plazo máximo de 30 días desde tu solicitud.",
        "**Consultas:** el tiempo necesario para responderte y resolver el asunto; después las eliminamos.",
        "**Registros del servidor:** solo el tiempo necesario para detectar y resolver incidencias de seguridad.",
      ],
    },
    {
      type: "paragraph",
      text: "El único encargado del tratamiento es nuestro proveedor de alojamiento web, que guarda los datos por cuenta nuestra, con un contrato conforme al artículo 28 del RGPD, y en servidores situados en el Espacio Económico Europeo. **No transferimos datos fuera del Espacio Económico Europeo** y solo los comunicaríamos a autoridades o tribunales cuando una ley nos obligue.",
    },
    { type: "heading", level: 2, text: "8. Tus derechos y cómo ejercerlos", id: "derechos" },
    {
      type: "definitions",
      items: [
        { term: "Acceso", definition: "Saber si tratamos tus datos y obtener una copia." },
        { term: "Rectificación", definition: "Corregir datos inexactos o incompletos." },
        { term: "Supresión", definition: "Pedir que borremos tus datos." },
        { term: "Limitación", definition: "Pedir que conservemos tus datos sin usarlos mientras se resuelve una reclamación." },
        { term: "Portabilidad", definition: "Recibir los datos que nos diste en un formato estructurado y de uso común." },
        { term: "Oposición", definition: "Oponerte a los tratamientos basados en nuestro interés legítimo." },
        { term: "Retirada del consentimiento", definition: "Darte de baja de la newsletter en cualquier momento, con el enlace de cada envío o escribiéndonos." },
      ],
    },
    {
      type: "paragraph",
      text: `Para ejercerlos, escribe a ${CONTACT.privacyEmail}, a ser posible desde la dirección afectada, e indica qué derecho quieres ejercer. Solo te pediremos más datos si tenemos dudas razonables sobre tu identidad. Es gratuito y te responderemos en el plazo de **un mes**, prorrogable otros dos en casos complejos, lo que te comunicaríamos dentro del primer mes.`,
    },
    { type: "heading", level: 2, text: "9. Reclamaciones ante la AEPD y cambios en esta política", id: "reclamaciones" },
    {
      type: "paragraph",
      text: "Si consideras que no hemos tratado bien tus datos, puedes presentar una reclamación ante la Agencia Española de Protección de Datos (AEPD) en [www.aepd.es](https://www.aepd.es). Te agradeceremos que antes nos escribas, para intentar resolverlo contigo.",
    },
    {
      type: "paragraph",
      text: "Si cambiamos esta política, publicaremos la nueva versión en esta página con su fecha de revisión. Si el cambio afecta a la newsletter, lo comunicaremos a los suscriptores, y cualquier nuevo uso que requiera consentimiento te lo pediremos antes.",
    },
  ],
};
