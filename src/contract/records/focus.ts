// Where a picture's subject is, as shares of its width from the left and of its height
// from the top (0-1). Every cut the image step makes of the picture (hero, card, social
// preview, poster) keeps that point in frame, as near the middle as the cut allows
// (pipeline/images/encode.ts cropBox). Any picture a record names may carry one: a
// programme asset as `focus`, another field as `<field>Focus` beside it.
import { z } from 'zod'

const share = z.number().min(0).max(1)

export const focusSchema = z.object({ x: share, y: share }).strict()

export type Focus = z.infer<typeof focusSchema>
