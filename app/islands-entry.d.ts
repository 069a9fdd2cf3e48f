/**
 * The islands' browser entry as the build emitted it (`module`: `/assets/islands-<hash>.js`) and the
 * chunks it imports statically (`imports`); `null` in `npm run dev` (scripts/preact-islands.ts).
 */
declare module "virtual:islands-entry" {
  const entry: { module: string; imports: string[] } | null;
  export default entry;
}
