// The venue's name and address, for what the site makes for the visitor to keep (a ticket's
// calendar entry). The template provides them from the layout data, which blocks loaded on
// demand cannot query themselves (VenueProvider).
import { createContext, useContext, type ReactNode } from 'react'

export type Venue = { name: string; url: string }

export const VenueContext = createContext<Venue>({ name: '', url: '' })

export const useVenue = (): Venue => useContext(VenueContext)

export const VenueProvider = ({ venue, children }: { venue: Venue; children: ReactNode }) => (
  <VenueContext.Provider value={venue}>{children}</VenueContext.Provider>
)
