// The order the ticketing partner appends to the return address (/kjop-fullfort?ordre=…).
// It comes from a URL anyone can write, so every field is checked, and it is only shown as
// text and reported to analytics; nothing is granted on it.
export type Order = {
  id: string
  eventId: string
  title: string
  category: 'film' | 'kultur'
  startTime: string
  count: number
  amount: number
}

const ID = /^[A-Za-z0-9-]{1,40}$/

const int = (value: string | null, min: number, max: number) => {
  const n = Number(value)
  return value && Number.isInteger(n) && n >= min && n <= max ? n : null
}

export const orderFromQuery = (search: string): Order | null => {
  const q = new URLSearchParams(search)
  const id = q.get('ordre') ?? ''
  const eventId = q.get('arrangement') ?? ''
  const title = (q.get('tittel') ?? '').trim().slice(0, 200)
  const category = q.get('kategori')
  const startTime = q.get('tid') ?? ''
  const count = int(q.get('antall'), 1, 50)
  const amount = int(q.get('belop'), 0, 1_000_000)
  if (!ID.test(id) || !ID.test(eventId) || !title) return null
  if (category !== 'film' && category !== 'kultur') return null
  if (Number.isNaN(Date.parse(startTime)) || count === null || amount === null) return null
  return { id, eventId, title, category, startTime, count, amount }
}
