// @vitest-environment happy-dom
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ExternalLink } from "./external-link";

describe("ExternalLink", () => {
  it("opens operator links in a new tab as sponsored, without opener or referrer", () => {
    render(<ExternalLink href="https://www.bet365.es" sponsored>Jugar en Bet365</ExternalLink>);
    const link = screen.getByRole("link");
    expect(link.getAttribute("target")).toBe("_blank");
    expect(link.getAttribute("rel")).toBe("sponsored noopener noreferrer");
    expect(link.textContent).toContain("(se abre en una pestaña nueva)");
  });

  it("marks other external links noopener noreferrer only", () => {
    render(<ExternalLink href="https://www.jugarbien.es">Jugar Bien</ExternalLink>);
    expect(screen.getByRole("link").getAttribute("rel")).toBe("noopener noreferrer");
  });
});
