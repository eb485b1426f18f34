// The one way this project's Node servers (the static site server, the partner API
// stand-in and the rebuild hook) are made: a Fastify app that
// - refuses a request target no browser would send, with a 4xx, before any route sees it
//   (request-target.mjs says why no plugin does this);
// - answers every error in the server's own style and in Norwegian: Fastify's own (a body
//   of the wrong type, too large or not JSON, a body that fails its route's schema) and a
//   route's (httpError), while an unexpected error becomes a 500 without detail, logged,
//   and the server goes on;
// - has no request logger: query strings can carry a partner's password (SPEC section 7),
//   and nothing here may write one to a log.
import Fastify from 'fastify'
import { parseRequestTarget } from './request-target.mjs'

/** An error a route throws to answer with its status (and headers) and message. */
export const httpError = (statusCode, message, headers = {}) =>
  Object.assign(new Error(message), { statusCode, headers, expose: true })

const XSRF_MESSAGE = 'Ugyldig sikkerhetsnøkkel. Last siden på nytt og prøv igjen.'

/** Norwegian for what Fastify refuses before a route runs. */
const frameworkMessage = (error, { bodyLimit, mediaTypeMessage }) =>
  ({
    FST_ERR_CTP_INVALID_MEDIA_TYPE: mediaTypeMessage,
    FST_ERR_CTP_BODY_TOO_LARGE: `Forespørselen er for stor (over ${bodyLimit} byte).`,
    FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'Forespørselen har feil lengde.',
    FST_ERR_CTP_EMPTY_JSON_BODY: 'Forespørselen er ikke gyldig JSON.',
    FST_ERR_CTP_INVALID_JSON_BODY: 'Forespørselen er ikke gyldig JSON.',
    FST_ERR_BAD_URL: 'Adressen kan ikke leses.',
    // @fastify/csrf-protection: a change without its token, or with another session's.
    FST_CSRF_MISSING_SECRET: XSRF_MESSAGE,
    FST_CSRF_INVALID_TOKEN: XSRF_MESSAGE,
  })[error.code] ?? (error instanceof SyntaxError ? 'Forespørselen er ikke gyldig JSON.' : null)

/** A body that fails its route's JSON schema, said as the field that is wrong. */
const validationMessage = ([first]) => {
  if (first?.keyword === 'required') return `Feltet ${first.params.missingProperty} mangler.`
  const field = first?.instancePath?.replace(/^\//, '')
  return field ? `Feltet ${field} må være tekst.` : 'Forespørselen har feil form.'
}

/**
 * name: for the log. sendError(reply, status, message): the server's style of error (JSON
 * by default). bodyLimit: bytes. mediaTypeMessage: what a body of a type the server does not
 * read is told (415).
 */
export const createApp = ({
  name,
  sendError = (reply, status, message) => reply.code(status).send({ message }),
  bodyLimit = 16 * 1024,
  mediaTypeMessage = 'Forespørselen må sendes som JSON (application/json).',
  serverErrorMessage = 'Noe gikk galt. Prøv igjen om litt.',
  notFoundMessage = 'Fant ikke tjenesten.',
  // Behind a TLS proxy: its X-Forwarded-Proto and -For are the request's protocol and client.
  trustProxy = false,
} = {}) => {
  const app = Fastify({
    logger: false,
    trustProxy,
    bodyLimit,
    // Tests and the bench stop servers with requests still hanging (the fault switch).
    forceCloseConnections: true,
    return503OnClosing: true,
    // Fastify's router refuses a few bad targets itself; they get the guard's words too.
    frameworkErrors: (error, request, reply) => {
      const target = parseRequestTarget(request.raw.url)
      if (!target.ok) return sendError(reply, target.status, target.message)
      return sendError(
        reply,
        400,
        frameworkMessage(error, { bodyLimit }) ?? 'Adressen kan ikke leses.',
      )
    },
    // A body field of the wrong type is refused, not turned into text ("Password": 42).
    ajv: { customOptions: { coerceTypes: false } },
  })
  app.decorateRequest('target', null)
  // An empty JSON body reads as {}: the site's logout and token switch post no fields.
  // Anything else goes to Fastify's own parser (with its prototype-poisoning guard).
  const parseJson = app.getDefaultJsonParser('error', 'error')
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) =>
    body.trim() === '' ? done(null, {}) : parseJson(request, body, done),
  )

  // A callback hook, not an async one: it runs on every request, and a promise each time
  // cost measurable throughput (docs/decisions/fastify-servers.md).
  app.addHook('onRequest', (request, reply, done) => {
    const target = parseRequestTarget(request.raw.url)
    if (!target.ok) return sendError(reply, target.status, target.message)
    request.target = target
    done()
  })

  app.setErrorHandler((error, request, reply) => {
    if (error.validation) return sendError(reply, 400, validationMessage(error.validation))
    const known = frameworkMessage(error, { bodyLimit, mediaTypeMessage })
    const status = error.statusCode
    if (status >= 400 && status < 500 && (error.expose || known)) {
      reply.headers(error.headers ?? {})
      return sendError(reply, status, known ?? error.message)
    }
    console.error(`${name}: ${request.method} ${request.target?.path ?? '?'} failed:`, error)
    return sendError(reply, 500, serverErrorMessage)
  })

  app.setNotFoundHandler((request, reply) => sendError(reply, 404, notFoundMessage))
  return app
}
