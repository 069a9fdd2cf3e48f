import type { ContentPageInput } from "../blocks";
import { baccaratOnlinePage } from "./games/baccarat-online";
import { blackjackOnlinePage } from "./games/blackjack-online";
import { pokerTexasHoldemPage } from "./games/poker-texas-holdem";
import { ruletaOnlinePage } from "./games/ruleta-online";
import { slotsOnlinePage } from "./games/slots-online";

/** Game guides (spec route table, "Game and topic pages"); figures from spec section 9. */
export const gamesPages: ContentPageInput[] = [
  slotsOnlinePage,
  ruletaOnlinePage,
  blackjackOnlinePage,
  pokerTexasHoldemPage,
  baccaratOnlinePage,
];
