// A film's trailer, as a record gives it (a YouTube or Vimeo address in any of the forms
// people copy), made into the one address the page may frame: YouTube's privacy-enhanced
// player (youtube-nocookie.com, no cookies until played) or Vimeo's with dnt=1. The address
// is read as a browser reads it (url-problems.ts) before its host is looked at, so that
// "https://youtube.com.evil.example/…" or a user name in front of the host gets nowhere.
import { webUrlProblem } from './url-problems'

export const TRAILER_PLAYERS = {
  youtube: { name: 'YouTube', origin: 'https://www.youtube-nocookie.com' },
  vimeo: { name: 'Vimeo', origin: 'https://player.vimeo.com' },
} as const

export type TrailerPlayer = keyof typeof TRAILER_PLAYERS

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/
const VIMEO_ID = /^\d{1,12}$/
const YOUTUBE_HOSTS = [
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'youtube-nocookie.com',
  'www.youtube-nocookie.com',
]
const VIMEO_HOSTS = ['vimeo.com', 'www.vimeo.com', 'player.vimeo.com']

const youtubeId = (url: URL): string | undefined => {
  if (url.hostname === 'youtu.be') return url.pathname.slice(1)
  if (!YOUTUBE_HOSTS.includes(url.hostname)) return undefined
  if (url.pathname === '/watch') return url.searchParams.get('v') ?? undefined
  return /^\/(embed|shorts|live)\/([^/]+)$/.exec(url.pathname)?.[2]
}

const vimeoId = (url: URL): string | undefined => {
  if (!VIMEO_HOSTS.includes(url.hostname)) return undefined
  return /^\/(?:video\/)?(\d+)\/?$/.exec(url.pathname)?.[1]
}

/** The player address of a trailer, or why the address is not one. */
export const trailerEmbed = (address: string): { embed: string } | { problem: string } => {
  const problem = webUrlProblem(address, ['https:'])
  if (problem) return { problem }
  const url = new URL(address)
  const youtube = youtubeId(url)
  if (youtube !== undefined)
    return YOUTUBE_ID.test(youtube)
      ? { embed: `${TRAILER_PLAYERS.youtube.origin}/embed/${youtube}` }
      : { problem: 'names no YouTube video' }
  const vimeo = vimeoId(url)
  if (vimeo !== undefined && VIMEO_ID.test(vimeo))
    return { embed: `${TRAILER_PLAYERS.vimeo.origin}/video/${vimeo}?dnt=1` }
  return { problem: 'must be a YouTube or Vimeo address (www.youtube.com, youtu.be or vimeo.com)' }
}

/** Which player a trailer's embed address is from. */
export const trailerPlayer = (embed: string): TrailerPlayer =>
  embed.startsWith(TRAILER_PLAYERS.vimeo.origin) ? 'vimeo' : 'youtube'
