// The footer's choice of colours in load-later's 'hydrate-later' mode: the radio buttons are
// in the HTML from the build, and their code loads after hydration, outside every page's
// first load. The head script (SchemeMarker) applies a stored choice before the first paint
// without it.
import { loadLater } from '../../components/ui/load-later'

export const SchemeChoice = loadLater('hydrate-later', () =>
  import(/* server-rendered */ './SchemeChoice').then((m) => m.SchemeChoice),
)
