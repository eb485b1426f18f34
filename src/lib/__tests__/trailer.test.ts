import { trailerEmbed, trailerPlayer } from '../trailer'

describe('a trailer address', () => {
  it.each([
    [
      'https://www.youtube.com/watch?v=aBcDeFgHiJ0',
      'https://www.youtube-nocookie.com/embed/aBcDeFgHiJ0',
    ],
    [
      'https://youtube.com/watch?v=aBcDeFgHiJ0&t=12s',
      'https://www.youtube-nocookie.com/embed/aBcDeFgHiJ0',
    ],
    ['https://youtu.be/aBcDeFgHiJ0', 'https://www.youtube-nocookie.com/embed/aBcDeFgHiJ0'],
    [
      'https://m.youtube.com/watch?v=aBcDeFgHiJ0',
      'https://www.youtube-nocookie.com/embed/aBcDeFgHiJ0',
    ],
    [
      'https://www.youtube.com/embed/aBcDeFgHiJ0',
      'https://www.youtube-nocookie.com/embed/aBcDeFgHiJ0',
    ],
    [
      'https://www.youtube-nocookie.com/embed/aBcDeFgHiJ0',
      'https://www.youtube-nocookie.com/embed/aBcDeFgHiJ0',
    ],
    ['https://vimeo.com/76979871', 'https://player.vimeo.com/video/76979871?dnt=1'],
    ['https://player.vimeo.com/video/76979871', 'https://player.vimeo.com/video/76979871?dnt=1'],
  ])('%s plays in the privacy-enhanced player %s', (address, embed) => {
    expect(trailerEmbed(address)).toEqual({ embed })
  })

  it.each([
    ['http://www.youtube.com/watch?v=aBcDeFgHiJ0', 'must be an https: URL'],
    ['https://www.dailymotion.com/video/x8abcd', 'must be a YouTube or Vimeo address'],
    ['https://youtube.com.evil.example/watch?v=aBcDeFgHiJ0', 'must be a YouTube or Vimeo address'],
    ['https://evil.example@www.youtube.com/watch?v=aBcDeFgHiJ0', 'must not contain a user name'],
    ['https://www.youtube.com/watch?v=kort', 'names no YouTube video'],
    ['https://www.youtube.com/watch?v=aBcDeFgHiJ0"><script>', 'names no YouTube video'],
    ['https://www.youtube.com/watch?v=\taBcDeFgHiJ0', 'control characters'],
    ['javascript:alert(1)', 'must be an https: URL'],
    ['//www.youtube.com/watch?v=aBcDeFgHiJ0', 'is not a valid URL'],
    ['https://vimeo.com/kanal/film', 'must be a YouTube or Vimeo address'],
  ])('%s is refused: %s', (address, problem) => {
    const found = trailerEmbed(address)
    expect('problem' in found && found.problem).toContain(problem)
  })

  it('says which player an embed address is from', () => {
    expect(trailerPlayer('https://player.vimeo.com/video/1?dnt=1')).toBe('vimeo')
    expect(trailerPlayer('https://www.youtube-nocookie.com/embed/aBcDeFgHiJ0')).toBe('youtube')
  })
})
