// @vitest-environment happy-dom
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { BlogPostSummary } from "~/features/blog/blog.server";
import { formatDateLong } from "~/platform/format";
import { blogPageCopy } from "~/features/blog/blog-copy.server";
import { SPEC_BLOG } from "../../../tests/spec-facts.ts";
import { BlogList } from "./blog-list";
import { RelatedPosts } from "./related-posts";
import ShareButton, { shareCurrentPage } from "./share-button.island";
import { ArticleBody } from "./article-body";
import { getOperators } from "~/features/operators/operators";
import { toCard } from "~/features/operators/operator-utils";

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock("sonner", () => ({ toast, Toaster: () => null }));

function post(n: number, tags: string[] = ["Uno", "Dos", "Tres", "Cuatro"]): BlogPostSummary {
  return {
    id: String(n),
    slug: `articulo-${n}`,
    title: `Título del artículo ${n}`,
    excerpt: `Resumen del artículo ${n} con suficiente texto para la tarjeta.`,
    author: "laura-gomez",
    authorName: "Laura Gómez",
    authorUrl: "/autores/laura-gomez",
    authorExample: true,
    publishDate: "2025-01-15",
    updated: "2025-01-15",
    category: "Reseñas",
    image: `/images/blog/articulo-${n}.svg`,
    imageAlt: `Ilustración del artículo ${n}`,
    tags,
    featured: false,
    readTime: "8 min",
  };
}

function withRouter(ui: React.ReactNode) {
  const Stub = createRoutesStub([{ path: "/", Component: () => ui }]);
  return render(<Stub initialEntries={["/"]} />);
}

describe("BlogList", () => {
  it("shows the empty-state text of copy/blog.yaml (the spec's words) when there are no posts, and only then", () => {
    const copy = blogPageCopy(0);
    expect(copy.empty).toBe(SPEC_BLOG.empty);
    expect(blogPageCopy(1).empty).toBeUndefined();
    withRouter(<BlogList posts={[]} emptyText={copy.empty!} />);
    expect(screen.getByText(SPEC_BLOG.empty)).toBeTruthy();
    expect(screen.queryByRole("article")).toBeNull();
  });

  it("shows a card per post with title link, category, read time, excerpt, author, date and first three tags", () => {
    withRouter(<BlogList posts={[post(1), post(2)]} emptyText="" />);
    const cards = screen.getAllByRole("article");
    expect(cards).toHaveLength(2);
    const first = within(cards[0]!);
    expect(first.getByRole("link", { name: "Título del artículo 1" }).getAttribute("href")).toBe("/blog/articulo-1");
    expect(first.getByText("Reseñas")).toBeTruthy();
    expect(first.getByText(/8 min/)).toBeTruthy();
    expect(first.getByText(/Resumen del artículo 1/)).toBeTruthy();
    expect(first.getByText("Laura Gómez")).toBeTruthy();
    expect(first.getByText("15 de enero de 2025")).toBeTruthy();
    expect(first.getByRole("img").getAttribute("alt")).toBe("Ilustración del artículo 1");
    const tags = within(first.getByRole("list", { name: "Etiquetas" })).getAllByRole("listitem");
    expect(tags.map((t) => t.textContent)).toEqual(["#Uno", "#Dos", "#Tres", "+1y 1 etiqueta más"]);
  });
});

describe("RelatedPosts", () => {
  it("shows at most four posts, no «Trending» badge (nothing measures it: decision 0240), two tags plus '+N', and a link to /blog", () => {
    withRouter(<RelatedPosts posts={[post(1), post(2, ["Uno", "Dos"]), post(3, ["Uno"]), post(4), post(5)]} />);
    expect(screen.getByRole("heading", { level: 2, name: "Continúa Leyendo" })).toBeTruthy();
    const cards = screen.getAllByRole("article");
    expect(cards).toHaveLength(4);
    expect(screen.queryAllByText(/^\s*(trending|tendencia)\s*$/i)).toHaveLength(0);
    const tagsOf = (i: number) =>
      within(within(cards[i]!).getByRole("list", { name: "Etiquetas" }))
        .getAllByRole("listitem")
        .map((t) => t.textContent);
    expect(tagsOf(0)).toEqual(["#Uno", "#Dos", "+2y 2 etiquetas más"]);
    expect(tagsOf(1)).toEqual(["#Uno", "#Dos"]);
    expect(tagsOf(2)).toEqual(["#Uno"]);
    expect(screen.getByRole("link", { name: "Ver todos los artículos" }).getAttribute("href")).toBe("/blog");
  });
});

describe("share button", () => {
  const data = { title: "Título", text: "Resumen" };
  const original = { share: navigator.share, clipboard: navigator.clipboard };
  beforeEach(() => {
    toast.success.mockReset();
    toast.error.mockReset();
    window.history.replaceState(null, "", "/blog/articulo-1");
  });
  afterEach(() => {
    Object.defineProperty(navigator, "share", { value: original.share, configurable: true });
    Object.defineProperty(navigator, "clipboard", { value: original.clipboard, configurable: true });
  });

  it("uses the native share sheet with title, excerpt and the current URL when available", async () => {
    const share = vi.fn().mockResolvedValue(undefined);
    const writeText = vi.fn();
    Object.defineProperty(navigator, "share", { value: share, configurable: true });
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
    render(<ShareButton {...data} />);
    fireEvent.click(screen.getByRole("button", { name: "Compartir" }));
    await waitFor(() => expect(share).toHaveBeenCalledOnce());
    expect(share).toHaveBeenCalledWith({ title: "Título", text: "Resumen", url: window.location.href });
    expect(window.location.href).toMatch(/\/blog\/articulo-1$/);
    expect(writeText).not.toHaveBeenCalled();
    expect(toast.success).not.toHaveBeenCalled();
  });

  it("does nothing more when the visitor closes the share sheet", async () => {
    const share = vi.fn().mockRejectedValue(new DOMException("cancelado", "AbortError"));
    const writeText = vi.fn();
    Object.defineProperty(navigator, "share", { value: share, configurable: true });
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
    expect(await shareCurrentPage(data)).toBe("cancelled");
    expect(writeText).not.toHaveBeenCalled();
  });

  it("copies the URL and says so in a toast when there is no native share", async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, "share", { value: undefined, configurable: true });
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
    render(<ShareButton {...data} />);
    fireEvent.click(screen.getByRole("button", { name: "Compartir" }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledOnce());
    expect(writeText).toHaveBeenCalledWith(window.location.href);
    expect(toast.success.mock.calls[0]![0]).toBe("Enlace copiado");
  });

  it("tells the visitor when the clipboard is not available either", async () => {
    Object.defineProperty(navigator, "share", { value: undefined, configurable: true });
    Object.defineProperty(navigator, "clipboard", { value: { writeText: vi.fn().mockRejectedValue(new Error("no")) }, configurable: true });
    expect(await shareCurrentPage(data)).toBe("failed");
    expect(toast.error).toHaveBeenCalledOnce();
  });
});

describe("dates", () => {
  it("formats publish dates in Spanish long format", () => {
    expect(formatDateLong("2025-01-15")).toBe("15 de enero de 2025");
    expect(formatDateLong("2026-11-04")).toBe("4 de noviembre de 2026");
  });
});

describe("ArticleBody with an operator's block (::operador)", () => {
  it("draws the block between the text's parts, with the tracked button of placement article for this page", () => {
    const op = toCard(getOperators()[0]!);
    const html = `<p>Antes del bloque.</p>\n<!--operador:${op.id}-->\n<h2 id="despues">Después</h2>\n`;
    const Stub = createRoutesStub([{ path: "/blog/:slug", Component: () => <ArticleBody html={html} operators={{ [op.id]: op }} /> }]);
    render(<Stub initialEntries={["/blog/mi-articulo"]} />);
    const block = screen.getByTestId("operator-cta");
    expect(block.getAttribute("data-operator")).toBe(op.id);
    const links = [...block.querySelectorAll("a[href]")].map((a) => a.getAttribute("href")!).filter((h) => h.startsWith("/visitar/"));
    expect(links).toHaveLength(1);
    const href = new URL(links[0]!, "https://x.invalid");
    expect(href.pathname).toBe(`/visitar/${op.id}`);
    expect(href.searchParams.get("p")).toBe("article");
    expect(href.searchParams.get("s")).toBe("/blog/mi-articulo");
    expect(within(block).getByText(op.bonus)).toBeTruthy();
    expect(screen.getByText("Antes del bloque.")).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Después" })).toBeTruthy();
    // The marker itself is never shown.
    expect(document.body.innerHTML).not.toContain("operador:");
  });
});
