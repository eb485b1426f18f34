// The QR code of a ticket as one SVG path (one square per dark module), so that it stays
// sharp at any size and prints well. Medium error correction survives a scratched screen.
import qrcode from 'qrcode-generator'

export const QUIET_ZONE = 4

export const qrPath = (text: string): { size: number; path: string } => {
  const qr = qrcode(0, 'M')
  qr.addData(text)
  qr.make()
  const count = qr.getModuleCount()
  let path = ''
  for (let row = 0; row < count; row++)
    for (let col = 0; col < count; col++)
      if (qr.isDark(row, col)) path += `M${col + QUIET_ZONE} ${row + QUIET_ZONE}h1v1h-1z`
  return { size: count + 2 * QUIET_ZONE, path }
}
