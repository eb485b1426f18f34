// Text that editors and the ticketing platform write, as every output can hold it: the
// characters of forbidden-characters.ts are dropped where a record is read, so that the
// pages, the feed, the calendars and the search index all show the same text.
import { z } from 'zod'
import { withoutForbiddenCharacters } from './forbidden-characters'

export { withoutForbiddenCharacters } from './forbidden-characters'

/** A record's text, without the characters no output can hold. */
export const recordText = z.string().transform(withoutForbiddenCharacters)

/** A record's text that must say something. */
export const nonEmptyText = recordText.pipe(z.string().trim().min(1))
