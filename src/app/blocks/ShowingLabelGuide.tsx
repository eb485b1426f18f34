// What each label of a showing means, in the editor's words. The programme's labels link
// to the headings here by their ids (src/lib/showing-attributes.ts), and the block contract
// makes sure every label kind has one. Styled as editor text (Prose), which every page
// already carries.
import { Fragment } from 'react'
import { Prose } from './Content'
import type { BlockProps } from '../../contract'

export const ShowingLabelGuide = ({ props }: BlockProps<'ShowingLabelGuide'>) => (
  <Prose as="section" aria-labelledby="merking">
    <h2 id="merking">{props.heading}</h2>
    {props.sections.map((s) => (
      <Fragment key={s.anchor}>
        <h3 id={s.anchor}>{s.heading}</h3>
        {s.text.map((paragraph, i) => (
          <p key={i}>{paragraph}</p>
        ))}
      </Fragment>
    ))}
  </Prose>
)
