// The search index's pages: every page a visitor may look for (an information page, a flag
// page, a listing) as one entry, and each section of its editor text under a heading as one
// more, leading to the heading itself (/praktisk-info#parkering), so that «parkering» finds
// the paragraph, not only the page. The label guide's sections are entries too, so that
// «synstolking» finds what the label means.
import type { PlannedBlock, PlannedRoute, SearchDocument } from '../../contract'
import { stripHtml } from '../validate/text'

const squash = (s: string) => s.replace(/\s+/g, ' ').trim()

type Section = { id: string; heading: string; text: string }

/** Editor HTML split at its h2s (which carry ids, heading-anchors.ts): the text before the
 * first, and each section with its heading. */
export const sectionsOf = (html: string): { lead: string; sections: Section[] } => {
  const parts = html.split(/<h2 id="([^"]+)"[^>]*>([\s\S]*?)<\/h2>/)
  const sections: Section[] = []
  for (let i = 1; i < parts.length; i += 3)
    sections.push({
      id: parts[i]!,
      heading: squash(stripHtml(parts[i + 1]!)),
      text: squash(stripHtml(parts[i + 2] ?? '')),
    })
  return { lead: squash(stripHtml(parts[0]!)), sections }
}

const propsOf = (block: PlannedBlock) => block.props as Record<string, unknown>
const text = (value: unknown) => (typeof value === 'string' ? value : '')

export const pageDocuments = (route: PlannedRoute): SearchDocument[] => {
  const blocks = route.blocks
  const title = blocks.find((b) => b.component === 'Title')
  const pageTitle = squash(text(title && propsOf(title).text) || route.meta.title)
  const leads: string[] = [text(title && propsOf(title).lead), route.meta.description ?? '']
  const sections: SearchDocument[] = []
  const section = (id: string, heading: string, body: string) =>
    sections.push({
      kind: 'page',
      title: heading,
      page: pageTitle,
      url: `${route.path}#${id}`,
      text: body,
    })
  for (const block of blocks) {
    const props = propsOf(block)
    if (block.component === 'Content') {
      const { lead, sections: parts } = sectionsOf(text(props.html))
      leads.push(lead)
      for (const s of parts) section(s.id, s.heading, s.text)
    }
    if (block.component === 'ShowingLabelGuide')
      for (const s of props.sections as { anchor: string; heading: string; text: string[] }[])
        section(s.anchor, s.heading, squash(s.text.join(' ')))
  }
  const lead = squash([...new Set(leads.filter(Boolean))].join(' '))
  return [
    {
      kind: 'page',
      title: pageTitle,
      url: route.path,
      // A page whose text is all in sections: its sections' headings say what it holds.
      text: lead || sections.map((s) => s.title).join(', '),
      ...(route.meta.keywords?.length && { keywords: route.meta.keywords.join(' ') }),
    },
    ...sections,
  ]
}
