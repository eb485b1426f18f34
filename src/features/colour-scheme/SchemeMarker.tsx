// In every page's head (gatsby-ssr.tsx): the stored colour scheme, applied before paint.
import { APPLY_STORED_SCHEME } from './scheme'

export const SchemeMarker = () => (
  <script dangerouslySetInnerHTML={{ __html: APPLY_STORED_SCHEME }} />
)
