import { Share2 } from "lucide-react";
import { notify } from "~/ui/deferred-toaster";

export interface ShareData {
  title: string;
  text: string;
}

/**
 * Shares the current page: the device's share sheet when there is one (title, excerpt, URL),
 * otherwise the URL goes to the clipboard and a toast says so.
 */
export async function shareCurrentPage({ title, text }: ShareData): Promise<"shared" | "cancelled" | "copied" | "failed"> {
  const url = window.location.href;
  if (typeof navigator.share === "function") {
    try {
      await navigator.share({ title, text, url });
      return "shared";
    } catch (err) {
      // Closing the share sheet is a choice, not an error.
      if (err instanceof DOMException && err.name === "AbortError") return "cancelled";
    }
  }
  try {
    await navigator.clipboard.writeText(url);
    await notify("success", "Enlace copiado", { description: "Hemos copiado la dirección del artículo en el portapapeles." });
    return "copied";
  } catch {
    await notify("error", "No se ha podido copiar el enlace", { description: `Cópialo desde la barra de direcciones: ${url}` });
    return "failed";
  }
}

export default function ShareButton(props: ShareData & { className?: string }) {
  return (
    <button
      type="button"
      onClick={() => void shareCurrentPage(props)}
      className={props.className ?? "btn-secondary min-h-11 px-4 py-2 text-sm"}
    >
      <Share2 aria-hidden="true" className="size-4" />
      Compartir
    </button>
  );
}
