/** The islands' browser entry as the build emitted it (`/assets/islands-<hash>.js`); `null` in `npm run dev` (scripts/preact-islands.ts). */
declare module "virtual:islands-entry" {
  const url: string | null;
  export default url;
}
