import { z } from "zod";

// The definitions' checks run zod in the editor page too. Zod 4 compiles object parsers with
// `new Function` when it may, and finding out whether it may is itself a blocked `eval` under the
// site's CSP (a violation report on every save). In the browser it parses without compiling; the
// server keeps the compiled parsers. Imported first by config.ts, before any definition module
// builds a schema.
if (typeof document !== "undefined") z.config({ jitless: true });
