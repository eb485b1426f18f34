// The member's last fetched watch list, kept on the device so that min side still shows it
// when a refresh fails (client/member-copy.ts). Not the list of a visitor without an account,
// which is device-list.ts.
import { clearMemberCopy, readMemberCopy, saveMemberCopy } from '../../client/member-copy'
import type { WatchListMovie } from './types'

export const WATCH_LIST_COPY_KEY = 'cw-watchlist-copy'

export const saveWatchListCopy = (email: string, items: WatchListMovie[]) =>
  saveMemberCopy(WATCH_LIST_COPY_KEY, email, items)

export const readWatchListCopy = (email: string) =>
  readMemberCopy<WatchListMovie>(WATCH_LIST_COPY_KEY, email)

export const clearWatchListCopy = () => clearMemberCopy(WATCH_LIST_COPY_KEY)
