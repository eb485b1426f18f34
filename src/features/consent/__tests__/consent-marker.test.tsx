/** @jest-environment node */
// The built HTML carries the cookie dialog for a first visitor; a script in <head> hides it
// before paint for a visitor who has chosen. These run the same text the build inlines.
import { renderToString } from 'react-dom/server'
import { Provider } from 'react-redux'
import { createStore } from '../../../app/store/configure-store'
import { ConsentManager } from '../ConsentManager'
import { CONSENT_CHOSEN_ATTRIBUTE, MARK_CONSENT_CHOSEN } from '../ConsentMarker'
import { CONSENT_KEY } from '../consent-storage'

/** Runs the inline script against a stored value; returns whether the page was marked. */
const marks = (stored: string | null, storageThrows = false) => {
  const attributes = new Map<string, string>()
  const localStorage = {
    getItem: (key: string) => {
      if (storageThrows) throw new Error('SecurityError')
      return key === CONSENT_KEY ? stored : null
    },
  }
  const document = {
    documentElement: { setAttribute: (k: string, v: string) => attributes.set(k, v) },
  }
  new Function('localStorage', 'document', MARK_CONSENT_CHOSEN)(localStorage, document)
  return attributes.has(CONSENT_CHOSEN_ATTRIBUTE)
}

describe('cookie dialog in the built page', () => {
  it('is rendered by the build, marked as pending, with both choices', () => {
    const html = renderToString(
      <Provider store={createStore()}>
        <ConsentManager trackingId="G-TEST" pixelId="1" siteName="Kino" />
      </Provider>,
    )
    expect(html).toContain('data-consent-pending')
    expect(html).toContain('Godta alle')
    expect(html).toContain('Avvis alle')
  })

  it('is hidden before paint only for a visitor with a stored choice of this version', () => {
    const choice = { statistics: false, marketing: true, decidedAt: 1 }
    expect(marks(JSON.stringify({ ...choice, version: 1 }))).toBe(true)
    expect(marks(null)).toBe(false)
    expect(marks(JSON.stringify({ ...choice, version: 0 }))).toBe(false)
    expect(marks('{not json')).toBe(false)
    expect(marks(null, true)).toBe(false)
  })
})
