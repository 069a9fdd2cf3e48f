/**
 * /panel asks on every view for the affiliate platforms (its alerts) and the content's cited URLs (its
 * checklist): both are read from the served content once per release — a publish loads a new server build, with its own module state (decision 0120) —
 * and not from disk on each view.
 */
import { describe, expect, it } from "vitest";
import { getPlatforms } from "../conversions/index.server.ts";
import { contentCitedUrls } from "../sources/index.server.ts";

describe("content the panel reads on every view", () => {
  it("is read once: the same list each time, and the same values as a fresh read", () => {
    expect(getPlatforms()).toBe(getPlatforms());
    expect(contentCitedUrls()).toBe(contentCitedUrls());
    expect(getPlatforms("content")).toEqual(getPlatforms());
    expect(getPlatforms("content")).not.toBe(getPlatforms("content")); // another root: read as asked
  });
});
