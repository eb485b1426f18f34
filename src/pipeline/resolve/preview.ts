// An editor's preview build (the rebuild hook's «Forhåndsvis utkast»): the drafts as
// visitors would see them, but nothing measured. The ids are blanked rather than removed
// so that the pages' HTML is the live site's wherever the drafts change nothing (the
// publish page lists the pages that differ).
import type { Content } from '../validate/validate'

export const withoutTracking = (content: Content): Content => ({
  ...content,
  site: { ...content.site, analyticsTrackingId: '', pixelId: '' },
})
