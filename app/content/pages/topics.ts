import type { ContentPageInput } from "../blocks";
import { apuestasOnlinePage } from "./topics/apuestas-online";
import { bonoBienvenidaCasinoPage } from "./topics/bono-bienvenida-casino";
import { casinoEnDirectoPage } from "./topics/casino-en-directo";
import { juegosMesaPage } from "./topics/juegos-mesa";
import { plinkoPage } from "./topics/plinko";
import { ruletaCasinoOnlineGratisPage } from "./topics/ruleta-casino-online-gratis";
import { tragaperrasGratisPage } from "./topics/tragaperras-gratis";

/** Topic pages of spec section 2 (one module per page under ./topics/). */
export const topicsPages: ContentPageInput[] = [
  tragaperrasGratisPage,
  casinoEnDirectoPage,
  juegosMesaPage,
  ruletaCasinoOnlineGratisPage,
  plinkoPage,
  apuestasOnlinePage,
  bonoBienvenidaCasinoPage,
];
