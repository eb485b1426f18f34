// The mark on every listing of a film an English speaker can follow: «Engelsk tale» (or
// «Engelsk tekst»), the words the programme's labels use, so that a student sees it on the
// posters and cards without opening the filter.
import styled from 'styled-components'
import { theme } from '../../client/theme'
import type { EnglishMark as Mark } from '../../lib/showing-attributes'
import { useWords } from '../page-context/PageLanguage'

export const EnglishMark = ({ english }: { english?: Mark }) => {
  const words = useWords()
  if (!english) return null
  return (
    <Badge className="english-mark">
      {english === 'speech' ? words.englishSpeech : words.englishSubtitles}
    </Badge>
  )
}

const Badge = styled.span`
  display: inline-block;
  margin: 0.25rem 0 0;
  padding: 0.05rem 0.45rem;
  border: 1px solid ${theme.colour.ink};
  border-radius: 4px;
  font-size: 0.8rem;
  font-weight: 600;
  line-height: 1.4;
  color: ${theme.colour.ink};
`
