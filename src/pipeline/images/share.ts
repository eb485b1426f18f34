// Open Graph tags and JSON-LD point at an image's 1200 px JPEG, not at the original (which
// may be a 5 MB photo, or on another host). An image that was not processed keeps its URL.
import { largestVariant, type ImageCatalogue } from '../../contract/images'

export const shareImage = (catalogue: ImageCatalogue) => (url: string) => {
  const ref = catalogue[url]
  return (ref && largestVariant(ref, 'og')?.path) ?? ref?.vector?.src ?? url
}
