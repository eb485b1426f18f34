import { decodeQrPath } from '../../../testing/decode-qr'
import { qrPath } from '../qr'

describe('ticket QR code', () => {
  it.each(['GJK-118-100001', 'https://billett.kinopartner.example/118/ticket/100001'])(
    'scans back to the ticket code %s',
    (code) => {
      const { size, path } = qrPath(code)
      expect(decodeQrPath(size, path)).toBe(code)
    },
  )
})
