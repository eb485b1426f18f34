// The Norwegian words with the names the labels use (src/lib/showing-attributes.ts): what
// Norwegian pages say, as the layout data carries it. Build-time only: an object made by
// spreading stays in any bundle that imports its module, used or not (it put 1.7 KB of
// words into the first load), so no page's script imports this one.
import { NB_TEXT, type UiText } from '../../contract/ui-text'
import { ACCESSIBILITY_LABELS, FLAG_LABELS, LANGUAGES } from '../../lib/showing-attributes'

export const NB_WORDS: UiText = {
  ...NB_TEXT,
  labels: { languages: LANGUAGES, accessibility: ACCESSIBILITY_LABELS, showingKinds: FLAG_LABELS },
}
