// The login page, and the page shown where the publish page is switched off.
import { createElement as h } from 'react'
import { document, tokenField } from './parts.mjs'
import { PAGE } from '../page-paths.mjs'

export const loginPage = ({ error = null, account = '', token }) =>
  document(
    'Logg inn',
    h(
      'main',
      { className: 'smal' },
      h('h1', null, 'Logg inn for å publisere'),
      h(
        'p',
        null,
        'Her ser du om endringene dine er publisert, og kan publisere eller gå tilbake til forrige versjon.',
      ),
      error && h('p', { className: 'feil', role: 'alert', id: 'innlogging-feil' }, error),
      h(
        'form',
        { method: 'post', action: `${PAGE}/logg-inn` },
        tokenField(token),
        h('label', { htmlFor: 'konto' }, 'Brukernavn'),
        h('input', {
          id: 'konto',
          name: 'konto',
          autoComplete: 'username',
          autoCapitalize: 'none',
          required: true,
          maxLength: 60,
          defaultValue: account,
        }),
        h('label', { htmlFor: 'passord' }, 'Passord'),
        h('input', {
          id: 'passord',
          name: 'passord',
          type: 'password',
          autoComplete: 'current-password',
          required: true,
          ...(error ? { 'aria-describedby': 'innlogging-feil', 'aria-invalid': 'true' } : {}),
        }),
        h('button', { type: 'submit' }, 'Logg inn'),
      ),
    ),
  )

export const disabledPage = () =>
  document(
    'Ikke slått på',
    h(
      'main',
      { className: 'smal' },
      h('h1', null, 'Publiseringssiden er ikke slått på'),
      h(
        'p',
        null,
        'Den som drifter nettstedet, må opprette redaktørkontoer (npm run editors) eller sette et passord for redaktører (EDITOR_PASSWORD) når byggetjenesten startes.',
      ),
    ),
  )
