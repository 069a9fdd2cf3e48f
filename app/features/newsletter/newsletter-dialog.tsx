import * as Dialog from "@radix-ui/react-dialog";
import { X } from "lucide-react";
import type { NewsletterShellCopy } from "./newsletter-copy";
import NewsletterForm from "./newsletter-form.island";

export type DialogCopy = NewsletterShellCopy["dialog"];

/** The newsletter signup in a modal dialog (same form, same rules). Loaded on first use. */
export default function NewsletterDialog({
  label,
  copy,
  open,
  onOpenChange,
}: {
  label: string;
  /** content/copy/newsletter.yaml, `dialog`. */
  copy: DialogCopy;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Trigger className="btn-gold">{label}</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/60" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-xl">
          <Dialog.Title className="text-xl font-bold text-ink">{copy.title}</Dialog.Title>
          <Dialog.Description className="mt-2 text-slate-700">{copy.text}</Dialog.Description>
          <div className="mt-4">
            <NewsletterForm />
          </div>
          <Dialog.Close className="absolute top-3 right-3 rounded p-2 text-slate-700 hover:bg-slate-100" aria-label="Cerrar">
            <X aria-hidden="true" className="size-5" />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
