// Characters that have no place as text in any format the site writes: XML 1.0 forbids
// them (a strict feed reader then drops the whole feed), iCalendar's TEXT has no room for
// them, and HTML reads them as errors. Line breaks and U+2028 are text, and stay. No zod
// here: the browser's calendar files use this too.

/** C0 controls but tab, line feed and carriage return; DEL; U+FFFE and U+FFFF; and a
 * surrogate without its pair. */
export const FORBIDDEN_IN_TEXT =
  // eslint-disable-next-line no-control-regex -- control characters are what it finds
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g

export const withoutForbiddenCharacters = (text: string) => text.replace(FORBIDDEN_IN_TEXT, '')
