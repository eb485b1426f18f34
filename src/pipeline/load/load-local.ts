// Reads the embedded default content from content/. Each page and each article is one
// JSON file; a file that is not valid JSON fails with its name and the parser's reason.
import fs from 'node:fs'
import path from 'node:path'
import { ContentError } from '../errors'
import type { Located, RawContent } from './records'

const readJson = (root: string, file: string): Located => {
  const full = path.join(root, file)
  const name = path.join(path.basename(root), file)
  let text: string
  try {
    text = fs.readFileSync(full, 'utf8')
  } catch {
    throw new ContentError([
      { file: name, record: '(file)', field: '(file)', message: 'file is missing' },
    ])
  }
  try {
    return { file: name, data: JSON.parse(text) }
  } catch (e) {
    throw new ContentError([
      {
        file: name,
        record: '(file)',
        field: '(file)',
        message: `not valid JSON: ${(e as Error).message}`,
      },
    ])
  }
}

const readDir = (root: string, dir: string): Located[] => {
  const full = path.join(root, dir)
  if (!fs.existsSync(full)) return []
  return fs
    .readdirSync(full)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => readJson(root, path.join(dir, f)))
}

export const loadLocalContent = (root: string): RawContent => ({
  site: readJson(root, 'site.json'),
  menus: readJson(root, 'menus.json'),
  footer: readJson(root, 'footer.json'),
  redirects: readJson(root, 'redirects.json'),
  pages: readDir(root, 'pages'),
  articles: readDir(root, 'articles'),
  productions: readJson(root, 'programme/productions.json'),
  events: readJson(root, 'programme/events.json'),
  ...(fs.existsSync(path.join(root, 'programme/prices.json')) && {
    prices: readJson(root, 'programme/prices.json'),
  }),
})
