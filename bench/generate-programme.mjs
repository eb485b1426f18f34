// Synthetic programmes of realistic shape for the scale benchmark: about 16 showings a
// day across three screens and two stages, one production per ten events (four in five of
// them films), and the flags, venues and slugs of the real content.
// Usage: node bench/generate-programme.mjs <events> <output dir>
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const SCREENS = ['Sal 1', 'Sal 2', 'Sal 3']
const STAGES = ['Storsalen', 'Friscena', 'Galleriet, Gjøvik gård']
const FLAGS = ['baby_cinema', 'knitting_cinema', 'final_day', 'featured']
const SLOTS = [
  '11:00',
  '12:30',
  '14:00',
  '16:00',
  '16:30',
  '17:45',
  '18:00',
  '18:30',
  '19:00',
  '19:30',
  '20:00',
  '20:30',
  '20:45',
  '21:00',
  '21:15',
  '22:00',
]
const CODE = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'

const pad = (n, width) => String(n).padStart(width, '0')
const code = (i) =>
  Array.from({ length: 7 }, (_, k) => CODE[(i * 7 + k * 13 + (i >> k)) % CODE.length]).join('')

const startOf = (day, slot) => {
  const date = new Date(Date.UTC(2026, 10, 23 + day))
  const [h, m] = slot.split(':')
  // Oslo is UTC+1 from late October to late March, and UTC+2 otherwise.
  const month = date.getUTCMonth()
  const offset = month >= 3 && month <= 9 ? '+02:00' : '+01:00'
  return `${date.toISOString().slice(0, 10)}T${h}:${m}:00${offset}`
}

export const generateProgramme = (eventCount) => {
  const productionCount = Math.max(10, Math.ceil(eventCount / 10))
  const productions = Array.from({ length: productionCount }, (_, i) => {
    const film = i % 5 !== 4
    const title = `${film ? 'Film' : 'Forestilling'} nummer ${i + 1}`
    return {
      id: `gen-${i}`,
      object: film ? 'movie' : 'culture',
      objectClass: film ? (i % 17 === 3 ? 'movie_coming' : 'movie') : 'culture',
      title,
      ...(film
        ? { parentSlug: `film-nummer-${i + 1}-DXM${pad(30000000 + i, 8)}` }
        : { pageReference: `forestilling-nummer-${i + 1}-${code(i)}` }),
      advertisementFlags: i % 7 === 0 ? [FLAGS[(i / 7) % FLAGS.length]] : [],
      contents: [
        {
          summary: `Kort omtale av ${title.toLowerCase()}.`,
          body: `Lengre omtale av ${title.toLowerCase()}, med handling, medvirkende og hvorfor du bør se den. `.repeat(
            3,
          ),
        },
      ],
      assets: [
        {
          type: 'image',
          role: 'poster',
          url: '/images/programme/lysar-DXM20261008-plakat.jpg',
          alt: `Plakat for ${title}`,
        },
        {
          type: 'image',
          role: 'cover',
          url: '/images/programme/lysar-DXM20261008-cover.jpg',
          alt: '',
        },
      ],
      features: film ? ['film', 'kino'] : ['scene', 'kultur'],
      ...(film
        ? {
            ediNumber: pad(30000000 + i, 8),
            ageLimit: ['A', '6', '9', '12', '15', '18'][i % 6],
            genres: ['Drama'],
            lengthMinutes: 90 + (i % 50),
            language: i % 3 === 0 ? 'en' : 'no',
            ...(i % 3 === 0 && { subtitles: 'no' }),
            ...(i % 7 === 0 && { originalTitle: `Original title ${i}` }),
            ...(i % 5 === 0 && { accessibility: ['synstolking'] }),
          }
        : { genres: [] }),
    }
  })
  const events = Array.from({ length: eventCount }, (_, i) => {
    const day = Math.floor(i / SLOTS.length)
    const slot = i % SLOTS.length
    const production = productions[(i * 7 + day) % productionCount]
    const film = production.object === 'movie'
    return {
      id: `gen-ev-${i}`,
      eventId: String(9000000 + i),
      productionId: production.id,
      startTime: startOf(day, SLOTS[slot]),
      location: { name: film ? SCREENS[slot % 3] : STAGES[slot % 3] },
      ticketUrl: `https://billett.kinopartner.example/118/event/${9000000 + i}`,
      advertisementFlags: i % 50 === 0 ? ['senior_cinema'] : [],
      ...(film && slot % 4 === 0 && { accessibility: ['teleslynge', 'rullestol'] }),
      ...(film && i % 9 === 0 && { format: '3D' }),
    }
  })
  return { productions, events }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [count, out] = process.argv.slice(2)
  if (!count || !out) {
    console.error('Usage: node bench/generate-programme.mjs <events> <output dir>')
    process.exit(1)
  }
  const { productions, events } = generateProgramme(Number(count))
  fs.mkdirSync(out, { recursive: true })
  fs.writeFileSync(path.join(out, 'productions.json'), JSON.stringify(productions))
  fs.writeFileSync(path.join(out, 'events.json'), JSON.stringify(events))
  console.log(`${events.length} events, ${productions.length} productions in ${out}`)
}
