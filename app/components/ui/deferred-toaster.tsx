import { lazy, Suspense, useEffect, useState } from "react";

// Toasts only appear after an interaction, so their code is loaded after hydration instead of
// delaying the first render of every page.
const Toaster = lazy(() => import("sonner").then((m) => ({ default: m.Toaster })));

export function DeferredToaster() {
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  if (!ready) return null;
  return (
    <Suspense fallback={null}>
      <Toaster position="top-center" richColors containerAriaLabel="Notificaciones" toastOptions={{ duration: 6000 }} />
    </Suspense>
  );
}
