// @vitest-environment happy-dom
import { render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { ImageCardGrid } from "./image-card-grid";

const cards = [
  { src: "/images/a.svg", alt: "Ruleta europea sobre el tapete", title: "Ruleta", link: "/ruleta-online" },
  { src: "/images/b.svg", alt: "Cartas de blackjack", title: "Blackjack", link: "/blackjack-online" },
];

function renderGrid(title?: string) {
  const router = createMemoryRouter([{ path: "/", element: <ImageCardGrid cards={cards} title={title} /> }]);
  render(<RouterProvider router={router} />);
}

describe("ImageCardGrid", () => {
  it("has the default title and one linked card per item with its image and alt text", () => {
    renderGrid();
    expect(screen.getByRole("heading", { level: 2 }).textContent).toBe("Experiencia de Casino Auténtica");
    const links = screen.getAllByRole("link");
    expect(links.map((l) => l.getAttribute("href"))).toEqual(["/ruleta-online", "/blackjack-online"]);
    expect(screen.getByAltText("Ruleta europea sobre el tapete").getAttribute("src")).toBe("/images/a.svg");
    expect(links[1]!.textContent).toContain("Blackjack");
  });

  it("accepts another title", () => {
    renderGrid("Juegos de mesa");
    expect(screen.getByRole("heading", { level: 2 }).textContent).toBe("Juegos de mesa");
  });
});
