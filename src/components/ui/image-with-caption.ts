// A wide image on a dark ground with a caption (.caption) laid over its lower edge, as the
// cover and the slideshow show them. The gradient keeps the white text readable (AA) over
// any image.
import { css } from 'styled-components'
import { theme } from '../../client/theme'

export const imageWithCaption = ({ height, padding }: { height: string; padding: string }) => css`
  position: relative;
  background: ${theme.colour.footer};
  color: ${theme.colour.onImage};
  .wide {
    display: block;
    width: 100%;
    height: ${height};
  }
  .wide img {
    object-fit: cover;
  }
  .caption {
    position: absolute;
    left: 0;
    right: 0;
    bottom: 0;
    padding: ${padding};
    background: linear-gradient(transparent, rgba(0, 0, 0, 0.88));
  }
`
