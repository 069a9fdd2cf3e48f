import type { ComponentProps } from "react";
import { Island } from "~/ui/island";
import Calculator from "./bonus-calculator.island";

/**
 * The bonus calculator as it appears on pages: an island (app/ui/island.tsx). The prerendered HTML
 * is its full first render (starting figures, the "Cómo se calcula" steps, the inputs disabled
 * until its script runs); its code (~3 KB on the wire) loads when it comes within a screen of the
 * viewport or the pointer/finger reaches it.
 */
export function BonusCalculator(props: ComponentProps<typeof Calculator>) {
  return <Island name="bonus-calculator" component={Calculator} props={props} />;
}
