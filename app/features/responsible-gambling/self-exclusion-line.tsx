import { InlineText } from "~/ui/inline-text";
import { useShellCopy } from "~/features/layout";

/**
 * How to exclude oneself from every operator: the RGIAJ, the DGOJ's self-exclusion register (DOMAIN.md;
 * issue 37). Beside the ranked offers of /comparacion; the footer shows the same line. Text and link from
 * content/copy/compliance.yaml (`selfExclusion`, which the content check holds to a link to the register).
 */
export function SelfExclusionLine({ className = "" }: { className?: string }) {
  const text = useShellCopy().compliance.selfExclusion;
  return (
    <p className={className} data-testid="rgiaj" data-aviso-legal="">
      <InlineText text={text} linkClassName="font-semibold underline" />
    </p>
  );
}
