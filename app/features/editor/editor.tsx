import type { Config } from "@keystatic/core";
import { Keystatic } from "@keystatic/core/ui";
import config from "./config";

// Keystatic's `ui` option is typed per collection name and does not widen to the plain `Config`
// its own component takes; the value is the same object.
const editorConfig = config as unknown as Config;

/** The whole Keystatic app; loaded by the editor route module (routes/keystatic.tsx) in the browser only, as its own chunk. */
export default function Editor() {
  return <Keystatic config={editorConfig} />;
}
