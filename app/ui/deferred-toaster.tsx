import { lazy, Suspense, useEffect, useState } from "react";

// Toasts only appear after an interaction, so the toast library (sonner, ~10 KB compressed) is
// loaded the first time a message is shown — not with the page, and not after hydration either.
// `notify()` mounts the toaster, waits until it listens, then hands the message to sonner.
const Toaster = lazy(() => import("sonner").then((m) => ({ default: m.Toaster })));

type Kind = "success" | "error" | "info";

let requestMount: (() => void) | null = null;
let mountRequested = false;
let markReady: () => void = () => {};
const ready = new Promise<void>((resolve) => (markReady = resolve));

function ToasterReady() {
  useEffect(() => markReady(), []);
  return null;
}

export function DeferredToaster() {
  const [mounted, setMounted] = useState(mountRequested);
  useEffect(() => {
    requestMount = () => setMounted(true);
    if (mountRequested) setMounted(true);
    return () => {
      requestMount = null;
    };
  }, []);
  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster position="top-center" richColors containerAriaLabel="Notificaciones" toastOptions={{ duration: 6000 }} />
      <ToasterReady />
    </Suspense>
  );
}

/** Shows a toast (sonner renders it in a polite live region, so screen readers announce it). */
export async function notify(kind: Kind, title: string, options: { description?: string } = {}): Promise<void> {
  mountRequested = true;
  // No toaster in the tree (a component test): sonner's toast() is called straight away.
  const waitForToaster = requestMount ? ready : undefined;
  requestMount?.();
  const [{ toast }] = await Promise.all([import("sonner"), waitForToaster]);
  toast[kind](title, options);
}
