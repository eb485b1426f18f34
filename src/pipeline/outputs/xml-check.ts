// The build reads its own XML back before anything is published, as a strict parser would
// (saxes: XML 1.0 well-formedness, its character rules and namespaces), and refuses any
// element outside the namespaces the format allows. A feed that carries an XHTML <script>
// runs it when served as XML; a character XML forbids makes a feed reader drop the whole
// feed. Either fails the build here, naming the file.
import { SaxesParser } from 'saxes'

export const RSS_NAMESPACES = ['', 'http://www.w3.org/2005/Atom']
export const SITEMAP_NAMESPACES = [
  'http://www.sitemaps.org/schemas/sitemap/0.9',
  // A page's versions in other languages (<xhtml:link rel="alternate" hreflang>): of XHTML,
  // the link element alone.
  'http://www.w3.org/1999/xhtml#link',
]

export class XmlOutputError extends Error {}

/** Throws, naming the file, unless xml is well-formed and every element is in one of the
 * allowed namespaces ('' for none), or is an element allowed by name («namespace#name»). */
export const checkXml = (file: string, xml: string, allowed: string[]) => {
  const parser = new SaxesParser({ xmlns: true, position: true })
  const refuse = (message: string): never => {
    throw new XmlOutputError(
      `${file} is not safe to publish (line ${parser.line}, column ${parser.column}): ${message}`,
    )
  }
  parser.on('error', (error) => refuse(error.message))
  parser.on('opentag', (tag) => {
    const uri = tag.uri ?? ''
    if (!allowed.includes(uri) && !allowed.includes(`${uri}#${tag.local}`))
      refuse(`element <${tag.name}> in namespace "${tag.uri}" is not allowed here`)
  })
  parser.on('processinginstruction', (pi) => refuse(`processing instruction <?${pi.target}?>`))
  parser.on('doctype', () => refuse('a DOCTYPE (entities) is not allowed'))
  parser.write(xml).close()
}
