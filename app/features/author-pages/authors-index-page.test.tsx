// @vitest-environment happy-dom
/**
 * /autores: the count under each author agrees with its number (1 reseña, 2 reseñas, 0 artículos),
 * in the owner's words (authors.yaml, index) — read from the copy, so an edit of the words moves with it.
 */
import { cleanup, render, screen, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { authorsIndexCopy } from "./author-pages-copy.server.ts";
import { AuthorsIndexPage } from "./authors-index-page.tsx";

afterEach(cleanup);

const author = (slug: string) => ({ slug, name: `Autora ${slug}`, role: "Redactora", bio: "Escribe guías.", initials: "AA", areas: ["Bonos"], url: `/autores/${slug}` });

describe("the authors' index", () => {
  it("says each count in singular or plural as its number asks", async () => {
    const copy = authorsIndexCopy();
    const Stub = createRoutesStub([
      {
        path: "/autores",
        Component: () => (
          <AuthorsIndexPage
            copy={copy}
            crumbs={[{ name: "Autores", path: "/autores" }]}
            authors={[
              { author: author("una"), reviews: 1, posts: 2 },
              { author: author("otra"), reviews: 3, posts: 1 },
              { author: author("nada"), reviews: 0, posts: 0 },
            ]}
          />
        ),
      },
    ]);
    render(<Stub initialEntries={["/autores"]} />);
    const items = within(await screen.findByTestId("authors-list")).getAllByRole("listitem");
    const count = (i: number) => items[i]!.textContent!.replace(/\s+/g, " ");
    expect(copy.reviewsOne).not.toBe(copy.reviews);
    expect(count(0)).toContain(`1 ${copy.reviewsOne} · 2 ${copy.posts}`);
    expect(count(1)).toContain(`3 ${copy.reviews} · 1 ${copy.postsOne}`);
    expect(count(2)).toContain(`0 ${copy.reviews} · 0 ${copy.posts}`);
  });
});
