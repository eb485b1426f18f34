// A member's last fetched list (tickets, the watch list), kept on the device so that it
// can be shown when the partner cannot give a fresh one: at the cinema door without a
// network, or on a night the partner struggles. A copy belongs to the login session: kept
// per member, where the session keeps its data (local-storage.ts: only this window's, unless
// the member asked to be remembered), and removed on logout.
import { memberStore, removeEverywhere } from './local-storage'

type MemberCopy<T> = { email: string; savedAt: number; items: T[] }

export const saveMemberCopy = <T>(key: string, email: string, items: T[], now = Date.now()) => {
  try {
    memberStore()?.setItem(key, JSON.stringify({ email, savedAt: now, items }))
  } catch {
    // full or disabled: the list is simply not available without the partner
  }
}

/** The copy for this member, or null (none, another member's, or unreadable). */
export const readMemberCopy = <T>(key: string, email: string): MemberCopy<T> | null => {
  try {
    const copy = JSON.parse(memberStore()?.getItem(key) ?? 'null') as MemberCopy<T> | null
    return copy &&
      copy.email === email &&
      typeof copy.savedAt === 'number' &&
      Array.isArray(copy.items)
      ? copy
      : null
  } catch {
    return null
  }
}

export const clearMemberCopy = (key: string) => removeEverywhere(key)
