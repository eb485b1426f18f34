import { useMemo } from 'react'
import { qrPath } from '../qr'

type Props = { value: string; label: string }

export const QrCode = ({ value, label }: Props) => {
  const { size, path } = useMemo(() => qrPath(value), [value])
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      role="img"
      aria-label={label}
      viewBox={`0 0 ${size} ${size}`}
      width="180"
      height="180"
      shapeRendering="crispEdges"
      data-qr-value={value}
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  )
}
