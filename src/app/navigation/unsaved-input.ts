// SPEC section 2: the page reloads when a new service worker is installed, so the visitor
// gets the new build at once. A reload would throw away what someone is typing (a login,
// a sign-up, a search), so while a form field holds input not yet sent, the reload waits
// for the next navigation (Gatsby then loads that page in full: window.___swUpdated).
const edited = new Set<Element>()

const isField = (target: EventTarget | null): target is HTMLInputElement | HTMLTextAreaElement =>
  target instanceof HTMLTextAreaElement ||
  (target instanceof HTMLInputElement && !['hidden', 'submit', 'button'].includes(target.type))

export const watchUnsavedInput = (doc: Document) => {
  doc.addEventListener(
    'input',
    (event) => {
      if (isField(event.target)) edited.add(event.target)
    },
    true,
  )
  // Sent input is no longer at risk.
  doc.addEventListener(
    'submit',
    (event) => {
      const form = event.target
      if (form instanceof HTMLFormElement)
        for (const el of edited) if (form.contains(el)) edited.delete(el)
    },
    true,
  )
}

/** Whether a field on the page holds input the visitor typed and has not sent. */
export const hasUnsavedInput = (): boolean => {
  for (const el of edited) {
    if (!el.isConnected) edited.delete(el)
    else if ((el as HTMLInputElement).value !== '') return true
  }
  return false
}

type Worker = Pick<ServiceWorker, 'state' | 'addEventListener' | 'removeEventListener'>

/** Resolves once the worker is activated; never, if it fails and becomes redundant. */
const activated = (worker: Worker | null | undefined) =>
  new Promise<void>((resolve) => {
    if (!worker || worker.state === 'activated') return resolve()
    const onChange = () => {
      if (worker.state === 'activated') resolve()
      if (worker.state === 'activated' || worker.state === 'redundant')
        worker.removeEventListener('statechange', onChange)
    }
    worker.addEventListener('statechange', onChange)
  })

/** What to do when a new service worker is installed: reload once it has taken over,
 * unless input would then be lost. Gatsby reports the worker as soon as it is installed,
 * while it is still activating; Chromium can leave a page reloaded in that moment loading
 * for ever (seen in 7 of 10 tries), so the reload waits for the activation. */
export const onNewServiceWorker = async (
  registration: Pick<ServiceWorkerRegistration, 'installing' | 'waiting'> | undefined,
  reload: () => void,
) => {
  await activated(registration?.waiting ?? registration?.installing)
  if (!hasUnsavedInput()) reload()
}
