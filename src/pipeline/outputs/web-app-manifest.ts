// The web app manifest (manifest.webmanifest): the site as a phone installs it, with its
// name from the site record, its colours, its home-screen icons (static/icons/, drawn by
// scripts/make-app-icons.mjs; one maskable) and two shortcuts, the programme and a member's
// tickets. Written by the build itself rather than by gatsby-plugin-manifest, which put its
// options and Gatsby's Script component into every page's first load (3.6 KB brotli):
// docs/decisions/web-app-manifest.md.
import type { Site } from '../../contract/records/content'

const icon = (size: number, purpose?: 'maskable') => ({
  src: purpose ? `/icons/maskable-${size}.png` : `/icons/icon-${size}.png`,
  sizes: `${size}x${size}`,
  type: 'image/png',
  ...(purpose && { purpose }),
})

export const webAppManifest = (
  site: Pick<Site, 'name' | 'shortName'>,
  /** The programme and min side, as the planner has them. */
  shortcuts: { programme: string; tickets: string },
): string =>
  JSON.stringify({
    name: site.name,
    short_name: site.shortName,
    description: 'Kinoprogram, scene, kultur og bibliotek, og billettene dine.',
    lang: 'nb',
    dir: 'ltr',
    id: '/',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: '#ffffff',
    theme_color: '#f28a1e',
    icons: [icon(192), icon(512), icon(512, 'maskable')],
    shortcuts: [
      { name: 'Kinoprogram', url: shortcuts.programme, icons: [icon(192)] },
      { name: 'Mine billetter', url: shortcuts.tickets, icons: [icon(192)] },
    ],
  })
