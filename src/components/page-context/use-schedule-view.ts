// The schedule's view from the URL (src/lib/schedule-view.ts). 'tid' in the build's HTML and
// on the hydrating render, which must match that HTML (HideShowings has already shown the
// URL's view before paint); then the URL's, read before the browser paints.
import { useContext, useState } from 'react'
import { PageLocationContext } from './PageLocation'
import { scheduleViewOf, type ScheduleView } from '../../lib/schedule-view'
import { useBrowserLayoutEffect } from '../../hooks/use-browser-layout-effect'

export const useScheduleView = (): ScheduleView => {
  const { search } = useContext(PageLocationContext)
  const [ready, setReady] = useState(false)
  useBrowserLayoutEffect(() => setReady(true), [])
  return ready ? scheduleViewOf(search) : 'tid'
}
