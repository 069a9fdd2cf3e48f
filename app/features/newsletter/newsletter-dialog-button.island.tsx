import { lazy, Suspense, useState } from "react";
import type { DialogCopy } from "./newsletter-dialog";

// The dialog, the form and the toast library are only needed once someone asks for them.
const NewsletterDialog = lazy(() => import("./newsletter-dialog"));

/** A button that opens the newsletter signup in a modal dialog (same form, same rules); an island. */
export default function NewsletterDialogButton({ label, copy }: { label: string; copy: DialogCopy }) {
  const [requested, setRequested] = useState(false);
  const [open, setOpen] = useState(false);
  const placeholder = (
    <button
      type="button"
      aria-haspopup="dialog"
      className="btn-gold"
      onClick={() => {
        setRequested(true);
        setOpen(true);
      }}
    >
      {label}
    </button>
  );
  if (!requested) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <NewsletterDialog label={label} copy={copy} open={open} onOpenChange={setOpen} />
    </Suspense>
  );
}
