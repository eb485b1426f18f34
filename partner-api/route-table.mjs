// The partner's calls as a table, «METHOD call» -> { body, xsrf, handler }, each served at
// /partner/:partner/api/<call> for partners 118 and 178 with the partner's store. The
// member calls and the catalogue's share it (member-routes.mjs, catalogue-routes.mjs).
import { httpError } from '../server-common/fastify-app.mjs'

export const PARTNERS = ['118', '178']

/** A page of a list, from the call's skip and take (at most 50). */
export const page = (query, take) => ({
  skip: Math.max(0, Number(query.skip ?? 0) || 0),
  take: Math.min(50, Number(query.take ?? take) || take),
})

/** Serves a table of calls in a scope; preHandlerOf gives each call's check from its xsrf. */
export const addRoutes = (scope, stores, routes, preHandlerOf = () => undefined) => {
  for (const [route, { body, xsrf, handler }] of Object.entries(routes)) {
    const [method, call] = route.split(' ')
    scope.route({
      method,
      url: `/partner/:partner/api/${call}`,
      schema: body ? { body } : undefined,
      preHandler: preHandlerOf(xsrf),
      handler: async (request, reply) => {
        const store = stores[request.params.partner]
        if (!PARTNERS.includes(request.params.partner) || !store)
          throw httpError(404, 'Fant ikke tjenesten.')
        return handler(request, reply, store)
      },
    })
  }
}
