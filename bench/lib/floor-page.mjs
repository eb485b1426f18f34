// The floor page: what any site could serve from this machine. One heading, one paragraph
// and one 800×450 photo-like JPEG (bench/photo-set.mjs) with its size given, served by the
// nginx block of docs/operations.md as the site is (its HTML gzipped by nginx on the fly). Lighthouse's
// absolute figures measure this machine's CPU; the site's figures over the floor's, in the
// same run, measure the site.
import fs from 'node:fs'
import path from 'node:path'
import { makePhoto } from '../photo-set.mjs'

export const FLOOR_ROUTE = '/'

export const writeFloorPage = async (dir) => {
  fs.rmSync(dir, { recursive: true, force: true })
  fs.mkdirSync(dir, { recursive: true })
  fs.writeFileSync(path.join(dir, 'bilde.jpg'), await makePhoto(800, 450, 'floor'))
  const page = (title) =>
    `<!DOCTYPE html><html lang="nb"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title><meta name="description" content="Gulvet: det enhver side kan gjøre her."></head><body><h1>${title}</h1><p>Et avsnitt med litt tekst, slik en side har, foran et bilde med størrelsen oppgitt.</p><img src="/bilde.jpg" width="800" height="450" alt="Et landskap" style="max-width:100%;height:auto"></body></html>`
  fs.writeFileSync(path.join(dir, 'index.html'), page('Gulvet'))
  fs.writeFileSync(path.join(dir, '404.html'), page('Fant ikke siden'))
  fs.writeFileSync(
    path.join(dir, 'security-headers.json'),
    JSON.stringify({ headers: {}, defaultPolicy: "default-src 'self'", pages: {} }),
  )
  return dir
}
