// The code links to the pages of src/contract/paths.ts by their paths: the header to the
// film club, the search form to its results, a receipt to the programme. A site whose page
// records lack one of them would carry links to nowhere on every page, so the build stops,
// naming the page that is missing.
import type { ContentFault } from '../errors'
import type { PlannedRoute } from '../../contract'
import { PAGE_PATHS } from '../../contract/paths'

export const namedPathFaults = (routes: PlannedRoute[], pagesDir: string): ContentFault[] => {
  const planned = new Set(routes.map((route) => route.path))
  return Object.entries(PAGE_PATHS)
    .filter(([, path]) => !planned.has(path))
    .map(([name, path]) => ({
      file: pagesDir,
      record: path,
      field: 'path',
      message: `the site's code links to "${path}" (${name}), which no page record has`,
    }))
}
