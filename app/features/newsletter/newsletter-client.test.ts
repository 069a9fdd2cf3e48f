import { describe, expect, it, vi } from "vitest";
import {
  collectClientData,
  detectBrowserName,
  NEWSLETTER_TOASTS,
  precheck,
  submitSignup,
  type ClientData,
} from "./newsletter-client";

const storage = (value: string | null) => ({ getItem: () => value });

describe("precheck (spec section 8 order)", () => {
  it("empty email first, even without consent", () => {
    expect(precheck("", storage(null))).toBe("empty");
    expect(precheck("   ", storage("accepted"))).toBe("empty");
  });
  it("then the stored cookie consent must be 'accepted'", () => {
    expect(precheck("a@b.es", storage(null))).toBe("consent");
    expect(precheck("a@b.es", storage("rejected"))).toBe("consent");
    expect(precheck("a@b.es", storage("accepted"))).toBeNull();
    const blocked = {
      getItem: () => {
        throw new Error("SecurityError");
      },
    };
    expect(precheck("a@b.es", blocked)).toBe("consent");
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

describe("client data (spec section 3)", () => {
  it.each([
    ["Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36", "Chrome"],
    ["Mozilla/5.0 (Windows NT 10.0; rv:128.0) Gecko/20100101 Firefox/128.0", "Firefox"],
    ["Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Version/17.5 Mobile/15E148 Safari/604.1", "Safari"],
    ["curl/8.5.0", "Other"],
  ])("%s → %s", (ua, name) => {
    expect(detectBrowserName(ua)).toBe(name);
  });

  it("reads language, platform, referrer, path and utm_* from the page", () => {
    const data = collectClientData({
      navigator: { userAgent: "Firefox/1", language: "es-ES", platform: "Linux x86_64" },
      location: { pathname: "/blog/guia-bonos", search: "?utm_source=boletin&utm_medium=email&utm_campaign=otono&x=1" },
      document: { referrer: "https://buscador.example/" },
    });
    expect(data).toMatchObject({
      user_agent: "Firefox/1",
      browser_name: "Firefox",
      language: "es-ES",
      platform: "Linux x86_64",
      referrer: "https://buscador.example/",
      source_page: "/blog/guia-bonos",
      utm_source: "boletin",
      utm_medium: "email",
      utm_campaign: "otono",
      utm_term: null,
      utm_content: null,
    });
    expect(typeof data.timezone).toBe("string");
    expect(data.referrer).not.toBe("");
  });

  it("sends an empty referrer as null", () => {
    const data = collectClientData({
      navigator: { userAgent: "x" },
      location: { pathname: "/", search: "" },
      document: { referrer: "" },
    });
    expect(data.referrer).toBeNull();
    expect(data.language).toBeNull();
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
