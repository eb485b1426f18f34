// The visitor's cookie choice (ekomloven section 3-15, in force from 2025): one flag per
// category, nothing on until chosen. Storing the choice itself is strictly necessary.
import { localStore } from '../../client/local-storage'

export const CONSENT_KEY = 'cw-consent'
export const CONSENT_VERSION = 1

export type ConsentChoice = { statistics: boolean; marketing: boolean }
type Stored = ConsentChoice & { version: number; decidedAt: number }

/** The stored choice, or null if the visitor has not chosen (or chose an older version). */
export const readConsent = (): ConsentChoice | null => {
  try {
    const value = JSON.parse(localStore()?.getItem(CONSENT_KEY) ?? 'null') as Stored | null
    if (!value || value.version !== CONSENT_VERSION) return null
    return { statistics: value.statistics === true, marketing: value.marketing === true }
  } catch {
    return null
  }
}

export const saveConsent = (choice: ConsentChoice, now = Date.now()) => {
  try {
    localStore()?.setItem(
      CONSENT_KEY,
      JSON.stringify({ ...choice, version: CONSENT_VERSION, decidedAt: now }),
    )
  } catch {
    // storage disabled: the choice holds for this page view only
  }
}
