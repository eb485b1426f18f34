// What a member leaves in the browser beyond storage: the browser's caches (the service
// worker's runtime caches keep pictures of any host, the partner's among them) may hold
// answers from the partner's hosts. At logout they go; the site's own files stay, so the
// next visitor still has the site offline. Safe where there are no caches (the build, old
// browsers).
export const forgetPartnerCaches = async (origins: string[]) => {
  if (typeof caches === 'undefined') return
  const fromPartner = (url: string) => origins.some((origin) => url.startsWith(origin))
  for (const name of await caches.keys()) {
    const cache = await caches.open(name)
    for (const request of await cache.keys())
      if (fromPartner(request.url)) await cache.delete(request)
  }
}
