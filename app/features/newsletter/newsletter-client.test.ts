import { describe, expect, it, vi } from "vitest";
import {
  collectClientData,
  NEWSLETTER_CONSENT_LABEL,
  NEWSLETTER_TOASTS,
  precheck,
  submitSignup,
  type ClientData,
} from "./newsletter-client";
import { MIN_AGE } from "../../platform/site";

describe("precheck (spec section 8 order, consent per decision 0365)", () => {
  it("empty email first, even with the 18+ box unticked", () => {
    expect(precheck("", false)).toBe("empty");
    expect(precheck("   ", true)).toBe("empty");
  });
  it("then the 18+ box must be ticked; the cookie choice plays no part", () => {
    expect(precheck("a@b.es", false)).toBe("adult");
    expect(precheck("a@b.es", true)).toBeNull();
    expect(precheck.length).toBe(2); // no storage argument: nothing read from the cookie choice
  });
  it("the box's label and its refusal both state the age", () => {
    expect(NEWSLETTER_CONSENT_LABEL).toContain(`${MIN_AGE} años o más`);
    expect(NEWSLETTER_TOASTS.adult.description).toContain(`${MIN_AGE} años o más`);
    expect(JSON.stringify(NEWSLETTER_TOASTS)).not.toMatch(/cookies/i);
  });
  it("uses the spec's toast texts verbatim", () => {
    expect(NEWSLETTER_TOASTS.empty).toEqual({ title: "Error", description: "Por favor, introduce tu email" });
    expect(NEWSLETTER_TOASTS.failure.description).toBe("Hubo un problema al suscribirte. Inténtalo de nuevo.");
    expect(NEWSLETTER_TOASTS.success.title).toBe("¡Suscripción exitosa!");
    // The spec's success text first, then that the address still waits for its confirmation.
    expect(NEWSLETTER_TOASTS.success.description).toMatch(
      /^Te has suscrito correctamente a nuestra newsletter\. ¡Gracias por confiar en nosotros! .*email para confirmar/,
    );
  });
});

describe("client data (GDPR art. 5(1)(c), decision 0365)", () => {
  it("sends only the page of the signup, whatever the browser offers", () => {
    const data = collectClientData({
      navigator: { userAgent: "Firefox/1", language: "es-ES", platform: "Linux x86_64" },
      location: { pathname: "/blog/guia-bonos", search: "?utm_source=boletin&utm_medium=email" },
      document: { referrer: "https://buscador.example/" },
    } as Parameters<typeof collectClientData>[0]);
    expect(data).toEqual({ source_page: "/blog/guia-bonos" });
  });
});

describe("submitSignup", () => {
  const data = { source_page: "/" } as ClientData;
  const answer = (status: number, body: unknown = {}) =>
    vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } }));

  it("201 → success, and posts JSON to the same-origin endpoint", async () => {
    const f = answer(201, { ok: true });
    expect(await submitSignup(" a@b.es ", data, { fetch: f })).toBe("success");
    const [url, init] = f.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/api/newsletter");
    expect(init.method).toBe("POST");
    expect(JSON.parse(init.body as string)).toMatchObject({ email: "a@b.es", source_page: "/", website: "" });
  });
  it("409 with code 23505 → duplicate", async () => {
    expect(await submitSignup("a@b.es", data, { fetch: answer(409, { code: "23505" }) })).toBe("duplicate");
  });
  it.each([400, 403, 409, 413, 415, 429, 500, 503])("%i → failure", async (status) => {
    expect(await submitSignup("a@b.es", data, { fetch: answer(status, { error: "x" }) })).toBe("failure");
  });
  it("network error → failure", async () => {
    const f = vi.fn(async () => {
      throw new TypeError("Failed to fetch");
    });
    expect(await submitSignup("a@b.es", data, { fetch: f })).toBe("failure");
  });
  it("no answer within the timeout → failure", async () => {
    const f = vi.fn(
      (_url: string, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) =>
          init?.signal?.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError"))),
        ),
    );
    expect(await submitSignup("a@b.es", data, { fetch: f as unknown as typeof fetch, timeoutMs: 50 })).toBe("failure");
  });
});
