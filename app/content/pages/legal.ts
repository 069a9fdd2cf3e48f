import type { ContentPageInput } from "../blocks";
import { page as avisoLegal } from "./legal/aviso-legal";
import { page as ayuda } from "./legal/ayuda";
import { page as guiaJuegoResponsable } from "./legal/guia-juego-responsable";
import { page as politicaPrivacidad } from "./legal/politica-privacidad";
import { page as terminosCondiciones } from "./legal/terminos-condiciones";

/** Responsible-gambling guide, help centre and the legal pages (issue 2), one module per page. */
export const legalPages: ContentPageInput[] = [
  guiaJuegoResponsable,
  terminosCondiciones,
  politicaPrivacidad,
  ayuda,
  avisoLegal,
];
