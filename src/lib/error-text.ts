// What a member reads when a call fails (SPEC section 8): the server's own message when it
// sent one; otherwise a Norwegian explanation that still carries axios' wording ("Network
// Error", "timeout of {n}ms exceeded") for support.
import type { ApiError } from './api-error'

export const errorText = (error: ApiError): string => {
  if (error.status === null)
    return `Vi fikk ikke kontakt med kinoklubben. Sjekk nettforbindelsen og prøv igjen. (${error.message})`
  if (/^Request failed with status code/.test(error.message))
    return `Noe gikk galt hos kinoklubben (feil ${error.status}). Prøv igjen om litt.`
  return error.message
}
