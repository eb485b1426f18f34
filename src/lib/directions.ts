// Where the address leads: OpenStreetMap, an open map service whose page a visitor opens
// only by following the link (nothing of it loads before), and from which the phone's own
// map app or a route planner is one tap away.
export const directionsUrl = (address: string) =>
  `https://www.openstreetmap.org/search?query=${encodeURIComponent(address)}`
