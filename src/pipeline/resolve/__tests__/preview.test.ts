import path from 'node:path'
import { prepareContent } from '../../build-site'
import { loadLocalContent } from '../../load/load-local'
import { layoutData } from '../../plan/layout-data'
import { withoutTracking } from '../preview'

const content = prepareContent(loadLocalContent(path.resolve(__dirname, '../../../../content')))

describe('a preview build', () => {
  it('gives the pages no statistics or marketing ids, and leaves the rest of the site as it is', () => {
    const live = layoutData(content, 'https://kino.test')
    const preview = layoutData(withoutTracking(content), 'https://kino.test')
    expect(live.site.analyticsTrackingId).not.toBe('')
    expect(preview.site).toEqual({ ...live.site, analyticsTrackingId: '', pixelId: '' })
    expect(withoutTracking(content).articles).toBe(content.articles)
  })
})
