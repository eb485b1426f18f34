// Types of redirect-check.js, for the build's TypeScript tests that read its output back.
export type Redirect = { from: string; to: string; status: number }
export class RedirectCheckError extends Error {}
export const readRedirectLines: (text: string) => Redirect[]
export const checkReleaseRedirects: (
  releaseDir: string,
) => { ok: true; redirects: Redirect[] } | { ok: false; output: string }
declare const redirectCheck: {
  readRedirectLines: typeof readRedirectLines
  checkReleaseRedirects: typeof checkReleaseRedirects
  RedirectCheckError: typeof RedirectCheckError
}
export default redirectCheck
