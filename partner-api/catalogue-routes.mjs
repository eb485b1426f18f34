// The calls for anyone, read from the programme: film info and reviews (no session is read
// for them), and the runtime API's live seats of showings.
import { httpError } from '../server-common/fastify-app.mjs'
import { addRoutes, page, PARTNERS } from './route-table.mjs'

/** Registered as a Fastify plugin with { stores, catalogue }. */
export const catalogueRoutes = async (app, { stores, catalogue }) => {
  // Film info and reviews are for anyone: no session is read for them.
  const routes = {
    'GET movieInfo': {
      handler: async (request) => {
        const info = catalogue.movieInfo(request.query.ediNumber ?? '')
        if (!info) throw httpError(404, 'Fant ingen film med dette nummeret.')
        return info
      },
    },
    'GET reviews': {
      handler: async (request) => {
        const { skip, take } = page(request.query, 20)
        return catalogue.reviews(request.query.ediNumber ?? '').slice(skip, skip + take)
      },
    },
  }
  addRoutes(app, stores, routes)

  app.get('/runtime/sites/:site/events', async (request) => {
    if (!PARTNERS.includes(request.params.site)) throw httpError(404, 'Fant ikke tjenesten.')
    const ids = String(request.query.ids ?? '')
      .split(',')
      .filter(Boolean)
    if (ids.length === 0) throw httpError(400, 'Parameteret ids mangler.')
    return catalogue.liveEvents(ids)
  })
}
