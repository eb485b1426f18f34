// What a member reads when a partner call fails: what happened and what to do, in plain
// Norwegian. The partner's own words are shown only when it sent them in its documented
// JSON error shape (api-error.ts); the technical detail goes to «Detaljer for kundeservice».
import type { ApiError } from './api-error'

const wait = (seconds: number) =>
  seconds < 90
    ? `${seconds} ${seconds === 1 ? 'sekund' : 'sekunder'}`
    : `${Math.ceil(seconds / 60)} minutter`

export const errorText = (error: ApiError): string => {
  switch (error.kind) {
    case 'unreachable':
      return 'Vi fikk ikke kontakt med kinoklubben. Sjekk nettforbindelsen og prøv igjen.'
    case 'timeout':
      return 'Kinoklubben svarer ikke akkurat nå. Prøv igjen om litt.'
    case 'partner-fault':
      return 'Kinoklubben har en feil hos seg akkurat nå. Det er ikke noe galt med det du gjorde. Prøv igjen om litt.'
    case 'busy':
      if (error.message) return error.message
      if (error.status === 429)
        return error.retryAfterSeconds
          ? `For mange forsøk på kort tid. Vent ${wait(error.retryAfterSeconds)} og prøv igjen.`
          : 'For mange forsøk på kort tid. Vent litt og prøv igjen.'
      return error.retryAfterSeconds
        ? `Kinoklubben har mye å gjøre akkurat nå. Prøv igjen om ${wait(error.retryAfterSeconds)}.`
        : 'Kinoklubben har mye å gjøre akkurat nå. Prøv igjen om litt.'
    case 'too-large':
      return 'Svaret fra kinoklubben var altfor stort, så vi stoppet det. Prøv igjen om litt. Skjer det igjen, kan du kontakte oss.'
    case 'unreadable':
      return 'Vi forstod ikke svaret fra kinoklubben. Prøv igjen om litt. Skjer det igjen, kan du kontakte oss.'
    case 'session-ended':
      return 'Innloggingen din har gått ut. Logg inn på nytt.'
    case 'refused':
      return error.message || `Kinoklubben kunne ikke gjøre dette (feil ${error.status}).`
  }
}

/** Whether trying again may help (a refusal or an ended session needs something else). */
export const mayRetry = (error: ApiError) =>
  error.kind !== 'refused' && error.kind !== 'session-ended'
