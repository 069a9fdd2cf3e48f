import type { Locator } from "@playwright/test";
import { expect } from "./fixtures";

/**
 * Issue 25, item 4: an operator's heading is its wordmark badge, with the name not repeated beside it.
 * As a visitor meets it: the heading shows no text of its own (the badge is the name), screen readers
 * hear the operator's name once (the heading's accessible name, from the badge's alt), and the badge is
 * rendered at least 120×40 px so that the longest wordmark stays legible on a 360 px phone.
 */
export async function expectBadgeHeading(heading: Locator, name: string) {
  await expect(heading, `${name}: the heading is named by the operator`).toHaveAccessibleName(name);
  await expect(heading, `${name}: no name as visible text beside the badge`).toHaveText("", { useInnerText: true });
  const badge = heading.getByRole("img", { name, exact: true });
  await expect(badge).toHaveCount(1);
  await expect(badge).toBeVisible();
  const box = (await badge.boundingBox())!;
  expect(box.width, `${name}: badge width`).toBeGreaterThanOrEqual(120 - 0.5);
  expect(box.height, `${name}: badge height`).toBeGreaterThanOrEqual(40 - 0.5);
}
