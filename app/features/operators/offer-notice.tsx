import { Link } from "react-router";
import { useShellCopy } from "~/features/layout";
import type { Placement } from "./outbound-link";

/**
 * Every place of the site that shows an operator's offer as an offer: the play buttons' placements
 * (outbound.ts) that carry one, the bonus section of a review and a content page's `::offer-notice`.
 * The order matters: it is the offset that picks the risk message (pickRiskMessage).
 */
export const OFFER_SPOTS = [
  "home-top6",
  "comparison-card",
  "review-hero",
  "review-sidebar",
  "review-bonuses",
  "head-to-head",
  "article",
  "page",
] as const satisfies readonly (Exclude<Placement, "newsletter"> | "review-bonuses" | "page")[];
export type OfferSpot = (typeof OFFER_SPOTS)[number];

/**
 * The risk message beside one promotional block: chosen from the operator's ranking position and the
 * block's spot, never at random, so a prerendered page hydrates to the same text. Neighbouring cards
 * of a list (consecutive ranks) and the blocks of one review page (consecutive spots) get different
 * messages while the list has more than one; the same block always shows the same one.
 */
export function pickRiskMessage(messages: readonly string[], rank: number, spot: OfferSpot): string | undefined {
  if (messages.length === 0) return undefined;
  const n = messages.length;
  const at = (((Math.max(1, Math.trunc(rank)) - 1 + OFFER_SPOTS.indexOf(spot)) % n) + n) % n;
  return messages[at];
}

/**
 * Under every offer (Real Decreto 176/2023 and the Ministry's 2025 risk messages): one short line on
 * who cannot receive it (players aged 18 to 25 and those the operator flags for intensive play), with
 * a link to the responsible-gambling guide's explanation, and one risk message. Real text, small, no
 * client code of its own; both from content/copy/compliance.yaml (`offerNotice`, `riskMessages`).
 */
export function OfferNotice({
  rank = 1,
  spot,
  tone = "light",
  className = "",
}: {
  /** The operator's ranking position (1 when the block is about no single operator). */
  rank?: number;
  spot: OfferSpot;
  tone?: "light" | "dark";
  className?: string;
}) {
  const { offerNotice, riskMessages } = useShellCopy().compliance;
  const risk = pickRiskMessage(riskMessages, rank, spot);
  const text = tone === "dark" ? "text-brand-50" : "text-slate-700";
  const link = tone === "dark" ? "text-white underline" : "text-brand-700 underline";
  return (
    <div className={`text-xs leading-snug ${text} ${className}`} data-testid="offer-notice" data-aviso-legal="">
      <p>
        {offerNotice.text}{" "}
        <Link className={`font-semibold ${link}`} to={offerNotice.href}>
          {offerNotice.linkLabel}
        </Link>
      </p>
      {risk ? (
        <p className={`mt-1 font-semibold ${tone === "dark" ? "text-white" : "text-ink"}`} data-testid="risk-message">
          {risk}
        </p>
      ) : null}
    </div>
  );
}

/** Every risk message of the content, as a list (the guide's `::risk-messages`): the texts shown beside the offers. */
export function RiskMessageList() {
  const messages = useShellCopy().compliance.riskMessages;
  return (
    <ul data-testid="risk-message-list">
      {messages.map((m) => (
        <li key={m}>
          <strong>{m}</strong>
        </li>
      ))}
    </ul>
  );
}
