import type { PlannedRoute } from '../../../contract'
import { PAGE_PATHS } from '../../../contract/paths'
import { namedPathFaults } from '../named-paths'

const routesAt = (paths: string[]) => paths.map((path) => ({ path }) as PlannedRoute)

describe('the paths the code links to', () => {
  it('are all found on a site that has a page at each', () => {
    expect(namedPathFaults(routesAt(Object.values(PAGE_PATHS)), 'content/pages')).toEqual([])
  })

  it('each give a fault naming the path and its name when its page is missing', () => {
    const without = Object.values(PAGE_PATHS).filter((p) => p !== PAGE_PATHS.watchList)
    expect(namedPathFaults(routesAt(without), 'content/pages')).toEqual([
      {
        file: 'content/pages',
        record: '/kinoklubb/onskeliste',
        field: 'path',
        message: `the site's code links to "/kinoklubb/onskeliste" (watchList), which no page record has`,
      },
    ])
  })
})
