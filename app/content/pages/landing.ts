import type { ContentPageInput } from "../blocks";
import { casinoEnVivoPage } from "./landing/casino-en-vivo";
import { experienciaPremiumPage } from "./landing/experiencia-premium";
import { jackpotsMillonariosPage } from "./landing/jackpots-millonarios";
import { pokerOnlinePage } from "./landing/poker-online";
import { ruletaClasicaPage } from "./landing/ruleta-clasica";
import { slotsClasicosPage } from "./landing/slots-clasicos";
import { slotsPremiumPage } from "./landing/slots-premium";

/** Static landing pages (spec route table): each one ends with a button to /comparacion. */
export const landingPages: ContentPageInput[] = [
  ruletaClasicaPage,
  slotsPremiumPage,
  pokerOnlinePage,
  casinoEnVivoPage,
  slotsClasicosPage,
  jackpotsMillonariosPage,
  experienciaPremiumPage,
];
