/**
 * The editor offers exactly the fields the build validates because both are derived from one
 * definition per content type (the features' definition.ts; the field-by-field drift checks that held
 * a hand-written editor copy equal to the schemas are gone with that copy). What is still wired by hand
 * is checked here: the folders and files each collection and singleton edits, their format, and the
 * page illustration, a custom editor field whose parts must be the schema's.
 */
import { describe, expect, it } from "vitest";
import { pageFrontmatterSchema } from "../pages/pages.server";
import { reviewCadenceCollection } from "../methodology/review-cadence";
import { copyFileCollections } from "../../composition/content-collections.server";
import { publisherCollection } from "../../platform/publisher.server";
import { guidesCollection, textsCollection } from "../payment-methods/index.server";
import keystaticConfig from "./config";
import { CONTENT_TYPES } from "./content-types";

const COPY_COLLECTIONS = copyFileCollections();

interface KsField {
  kind: string;
  parse?: (value: unknown, extra?: unknown) => unknown;
}

const collections = keystaticConfig.collections as unknown as Record<string, { path: string; format: unknown; schema: Record<string, KsField> }>;
const singletons = keystaticConfig.singletons as unknown as Record<string, { path: string; format: unknown; schema: Record<string, KsField> }>;
const singletonOf = (file: string) => Object.entries(singletons).find(([, s]) => `${s.path}.yaml` === `copy/${file}`);

describe("the editor edits the files the build reads", () => {
  it("the page illustration offers exactly the schema's parts", () => {
    const hero = (pageFrontmatterSchema.shape.hero.unwrap() as unknown as { shape: Record<string, unknown> }).shape;
    const field = collections.pages!.schema.hero!;
    const parsed = field.parse!({ src: "/images/x.svg", alt: "Una ilustración", width: 10, height: 5 }) as Record<string, unknown>;
    expect(Object.keys(parsed).sort()).toEqual(Object.keys(hero).sort());
    expect(field.parse!(undefined)).toBeNull();
  });

  it("each collection edits the folder the build reads, in the same format", () => {
    expect(collections.operators).toMatchObject({ path: "operators/*", format: { data: "yaml" } });
    expect(collections.authors).toMatchObject({ path: "authors/*", format: { data: "yaml" } });
    expect(collections.posts).toMatchObject({ path: "blog/posts/*", format: { contentField: "body" } });
    expect(collections.pages).toMatchObject({ path: "pages/*", format: { contentField: "body" } });
    expect(collections.methodology).toMatchObject({ path: "methodology/*", format: { data: "yaml" } });
    expect(collections.paymentMethodGuides).toMatchObject({ path: `${guidesCollection.dir}/*`, format: { contentField: "body" } });
    expect(keystaticConfig.storage.kind).toBe("local");
  });

  it("every copy file is a singleton of the editor, stored as YAML at the path the build reads", () => {
    for (const col of COPY_COLLECTIONS) {
      const found = singletonOf(col.file!);
      expect(found, `add copyFileContent("${col.file}", …) to the contentTypes of its feature's definition.ts`).toBeDefined();
      expect(found![1].format).toEqual({ data: "yaml" });
    }
    // …plus the publisher's legal details, at the path the build reads.
    expect(singletons.publisher).toMatchObject({ path: `${publisherCollection.dir}/${publisherCollection.file!.replace(/\.yaml$/, "")}`, format: { data: "yaml" } });
    // …and the review cadence /metodologia promises.
    expect(singletons.reviewCadence).toMatchObject({ path: `${reviewCadenceCollection.dir}/${reviewCadenceCollection.file!.replace(/\.yaml$/, "")}`, format: { data: "yaml" } });
    // …and the payment-method pages' texts (issue 38).
    expect(singletons.paymentMethodsTexts).toMatchObject({ path: `${textsCollection.dir}/${textsCollection.file!.replace(/\.yaml$/, "")}`, format: { data: "yaml" } });
    // One singleton per single-file content type, copy files or not (a feature may add its own).
    expect(Object.keys(singletons)).toHaveLength(CONTENT_TYPES.filter((t) => t.kind === "singleton").length);
  });

  it("each collection content type names new files by one of its definition's text fields", () => {
    const slugged = CONTENT_TYPES.filter((c) => c.kind === "collection");
    expect(slugged.length).toBeGreaterThan(0);
    for (const c of slugged) {
      expect(c.definition[c.slugField]?.kind, `${c.key}: slugField ${c.slugField}`).toBe("text");
      expect((collections[c.key] as unknown as { slugField: string }).slugField).toBe(c.slugField);
    }
  });

  it("the editor has one entry per content type, under its key (its URL)", () => {
    expect([...Object.keys(collections), ...Object.keys(singletons)].sort()).toEqual(CONTENT_TYPES.map((c) => c.key).sort());
  });
});
