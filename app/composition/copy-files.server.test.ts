/**
 * Every feature's copy files (content/copy/*.yaml) together, as the content check reads them: each is valid and
 * each is read by the check (and so by the build). Each file's own checks and readers are tested beside the
 * feature that declares it (`*-copy.server.test.ts`).
 */
import { describe, expect, it } from "vitest";
import { formatProblem, loadCollection } from "../platform/content/collection.ts";
import { ALL_COPY_COLLECTIONS as COPY_COLLECTIONS } from "./copy-files.server.ts";
import { COLLECTIONS } from "./content-check.ts";

describe("copy files in the content check", () => {
  it("every copy file of the repository is valid", () => {
    for (const col of COPY_COLLECTIONS) {
      const r = loadCollection(col);
      expect(r.problems.map(formatProblem), col.file).toEqual([]);
      expect(r.entries, col.file).toHaveLength(1);
    }
  });

  it("the content check (and so the build) reads every copy file", () => {
    for (const col of COPY_COLLECTIONS) expect(COLLECTIONS, col.file).toContain(col);
  });
});
