import { createElement, useEffect } from "react";

// Toasts only appear after an interaction, so the toast library (sonner, ~10 KB compressed) is
// loaded the first time a message is shown. Its toaster gets a root of its own at the end of
// <body>: the page around the island that asks for a toast is not React's (decision 0191).

type Kind = "success" | "error" | "info";

let mounted: Promise<void> | null = null;

function mountToaster(): Promise<void> {
  mounted ??= Promise.all([import("sonner"), import("react-dom/client")]).then(
    ([{ Toaster }, { createRoot }]) =>
      new Promise<void>((resolve) => {
        function ToasterReady() {
          useEffect(() => resolve(), []);
          return null;
        }
        const container = document.createElement("div");
        container.dataset.toaster = "";
        document.body.append(container);
        createRoot(container).render([
          createElement(Toaster, {
            key: "toaster",
            position: "top-center",
            richColors: true,
            containerAriaLabel: "Notificaciones",
            toastOptions: { duration: 6000 },
          }),
          createElement(ToasterReady, { key: "ready" }),
        ]);
      }),
  );
  return mounted;
}

/** Shows a toast (sonner renders it in a polite live region, so screen readers announce it). */
export async function notify(kind: Kind, title: string, options: { description?: string } = {}): Promise<void> {
  const [{ toast }] = await Promise.all([import("sonner"), mountToaster()]);
  toast[kind](title, options);
}
