import type { ReactNode } from "react";
import type { CardOperator } from "./operator-utils";
import { OperatorLogo } from "./operator-logo";
import { RatingValue } from "./rating-badge";
import { StarRating } from "./star-rating";

/**
 * Who an operator is, at the top of every card that sells it (home top 6, /comparacion, both sides of
 * /comparar): its badge as the heading (the badge's alt is the name, shown once, and names the
 * heading — issue 25, item 4) and its stars with the /10 value. Stars beside the badge when the box is
 * wide enough for both (≈300 px, a container query: every card of a row does the same), else under it.
 * `below` goes under the stars (the comparison card's live-dealer line); `className` is for the grid
 * cell the mark sits in.
 */
export function OperatorMark({
  operator,
  id,
  level,
  logoWidth = 120,
  logoClassName = "block",
  lazy,
  stacked = false,
  below,
  className,
}: {
  operator: CardOperator;
  /** The heading's id: the card's `aria-labelledby`. */
  id: string;
  level: 2 | 3 | 4;
  logoWidth?: number;
  logoClassName?: string;
  lazy?: boolean;
  /** From `lg` up, badge and stars one under the other whatever the width (the comparison's left column). */
  stacked?: boolean;
  below?: ReactNode;
  className?: string;
}) {
  const Heading = `h${level}` as "h2";
  return (
    <div className={`@container ${className ?? ""}`}>
      <div className={`flex flex-col items-start gap-x-4 gap-y-2 @min-[19rem]:flex-row @min-[19rem]:items-center${stacked ? " lg:block" : ""}`}>
        <Heading id={id} className="shrink-0">
          <OperatorLogo operator={operator} width={logoWidth} lazy={lazy} className={logoClassName} />
        </Heading>
        <div className={stacked ? "lg:mt-3" : undefined}>
          <div className="flex items-center gap-2">
            <StarRating rating={operator.rating} />
            <RatingValue rating={operator.rating} />
          </div>
          {below}
        </div>
      </div>
    </div>
  );
}
