// The venue's name and address, for what the site makes for the visitor to keep (a ticket's
// calendar entry). The template provides them from the layout data, which blocks loaded on
// demand cannot query themselves.
import { createContext, useContext } from 'react'

export type Venue = { name: string; url: string }

export const VenueContext = createContext<Venue>({ name: '', url: '' })

export const useVenue = (): Venue => useContext(VenueContext)
