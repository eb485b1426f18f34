// What the visitor is told about a navigation that does not finish at once: a visible,
// announced line at the top of the window. It lives outside React, because it must show
// while React is between two pages, and it exists from the start, so that screen readers
// announce what is written into it.
export const STATUS_ID = 'navigasjonsstatus'

export const LOADING_TEXT = 'Laster siden …'
export const OFFLINE_TEXT =
  'Du er uten nettforbindelse, og siden er ikke lagret på denne enheten. Prøv igjen når du er på nett.'

export const navigationStatus = (doc: Document) => {
  const region = () => {
    let el = doc.getElementById(STATUS_ID)
    if (!el) {
      el = doc.createElement('div')
      el.id = STATUS_ID
      el.setAttribute('role', 'status')
      el.setAttribute('aria-live', 'polite')
      doc.body.append(el)
    }
    return el
  }
  const say = (text: string) => {
    region().textContent = text
  }
  return {
    create: () => void region(),
    loading: () => say(LOADING_TEXT),
    offline: () => say(OFFLINE_TEXT),
    clear: () => say(''),
  }
}
