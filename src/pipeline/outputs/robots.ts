// robots.txt: the live site names its sitemap and keeps crawlers out of the film club, the
// receipt page and the editors' pages; an editor's preview is closed to them altogether.
export const SITEMAP_FILE = '/sitemap-index.xml'

const NOT_CRAWLED = ['/kinoklubb', '/kjop-fullfort', '/publisering']

export const robotsTxt = (siteUrl: string, preview: boolean): string =>
  preview
    ? 'User-agent: *\nDisallow: /\n'
    : [
        'User-agent: *',
        ...NOT_CRAWLED.map((path) => `Disallow: ${path}`),
        '',
        `Sitemap: ${siteUrl}${SITEMAP_FILE}`,
        '',
      ].join('\n')
