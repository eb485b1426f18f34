// Types of redirect-maps.js, for the TypeScript tests that read what the hook writes.
export type Redirect = { from: string; to: string; status: 301 | 302 }
export const MAP_FILES: { 301: string; 302: string }
export const releaseRedirects: (
  releaseDir: string,
) => { ok: true; redirects: Redirect[] } | { ok: false; output: string }
export const mapTexts: (redirects: Redirect[]) => Record<string, string>
export const writeMaps: (dir: string, redirects: Redirect[]) => void
declare const redirectMaps: {
  MAP_FILES: typeof MAP_FILES
  releaseRedirects: typeof releaseRedirects
  mapTexts: typeof mapTexts
  writeMaps: typeof writeMaps
}
export default redirectMaps
