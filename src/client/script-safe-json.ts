// JSON for the page's inline JSON-LD script, which carries text from content records.

/** JSON for an inline script: nothing in content can close the script tag or break out. */
export const scriptSafeJson = (data: unknown): string =>
  JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
