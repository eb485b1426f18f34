// «Sist oppdatert …» for a list shown from an earlier fetch (Oslo time, lib/dates.ts).
import { formatDate, formatTime } from '../lib/dates'

export const lastUpdated = (at: number | null) =>
  at === null ? '' : `Sist oppdatert ${formatDate(at)} kl. ${formatTime(new Date(at))}.`
