import { useLocation } from "react-router";
import { ExternalLink } from "~/ui/external-link";
import { useShellCopy } from "~/features/layout";
import { fillTemplate } from "~/platform/text";
import type { Operator } from "~/features/operators/operator-utils";
import { outboundHref, type Placement } from "./outbound-link";
import { PRIMARY_HELPLINE, RESPONSIBLE_GAMBLING_PORTAL } from "~/platform/site";

/** The portal's address as shown ("jugarbien.es"), from the site config. */
const PORTAL_LABEL = RESPONSIBLE_GAMBLING_PORTAL.url.replace(/^https:\/\/(www\.)?/, "").replace(/\/$/, "");

/** +18 and the responsible-gambling message that must sit next to every play button. */
export function PlayNotice({ className = "", tone = "light" }: { className?: string; tone?: "light" | "dark" }) {
  const copy = useShellCopy().compliance;
  const text = tone === "dark" ? "text-brand-50" : "text-slate-700";
  const link = tone === "dark" ? "text-white underline" : "text-brand-700 underline";
  return (
    <p className={`text-xs leading-snug ${text} ${className}`} data-testid="play-notice" data-aviso-legal="">
      <span className="mr-1 inline-block rounded bg-red-700 px-1 font-bold text-white">
        {copy.ageLabel}
      </span>
      {copy.responsibleMessage}. {copy.ageText}.{" "}
      <a className={link} href={`tel:${PRIMARY_HELPLINE.tel}`}>
        {copy.helpShort}
      </a>{" "}
      ·{" "}
      <ExternalLink className={link} href={RESPONSIBLE_GAMBLING_PORTAL.url}>
        {PORTAL_LABEL}
      </ExternalLink>
    </p>
  );
}

/**
 * Sends the visitor to the operator's site in a new tab, always with the +18 notice beside it.
 * The link goes through the site's tracked redirect `/visitar/<id>` with the button's placement
 * and the path of the page it is on, so the operator's reports can tell which button earns.
 */
export function PlayButton({
  operator,
  placement,
  className = "",
  full = false,
  tone = "light",
}: {
  operator: Pick<Operator, "id" | "name">;
  /** Where the button sits (closed list in app/features/operators/outbound-link.ts). */
  placement: Placement;
  className?: string;
  full?: boolean;
  tone?: "light" | "dark";
}) {
  // Prerendering sees "/comparacion/" for "/comparacion": keep the canonical, slash-less form.
  const { pathname } = useLocation();
  const copy = useShellCopy().compliance;
  const page = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  return (
    <div className={className}>
      <ExternalLink
        href={outboundHref(operator.id, placement, page)}
        sponsored
        className={`btn-gold ${full ? "w-full" : ""}`}
      >
        {fillTemplate(copy.playButton, { operador: operator.name })}
      </ExternalLink>
      <PlayNotice className="mt-2" tone={tone} />
    </div>
  );
}
