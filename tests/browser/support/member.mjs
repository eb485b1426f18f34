// The film club as a test meets it: the demo member, her login, her stored profile, and a
// ticket's QR code read with a real decoder.
import jsQR from 'jsqr'

/** The partner 118 demo member (README). */
export const KARI = { email: 'kari@example.no', password: 'Kinoklubb118' }

/** The member's stored profile as the page holds it (JSON, or null): in the window's
 * sessionStorage, or in localStorage for a member who asked to be remembered. */
export const storedProfile = (page) =>
  page.evaluate(
    () => sessionStorage.getItem('cw-profile-new') ?? localStorage.getItem('cw-profile-new'),
  )

/** Fills in and sends the film club's login form on the current page. */
export const logIn = async (page, { email, password }) => {
  await page.getByLabel('E-postadresse').fill(email)
  await page.getByLabel('Passord').fill(password)
  await page.getByRole('button', { name: 'Logg inn' }).click()
}

/** Draws a ticket's QR code on a canvas in the page and reads it with a real decoder. */
export const scanQr = async (locator) => {
  const { width, height, data } = await locator.evaluate(async (svg) => {
    const image = new Image()
    image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg.outerHTML)}`
    await image.decode()
    const canvas = document.createElement('canvas')
    canvas.width = canvas.height = 360
    const context = canvas.getContext('2d')
    context.drawImage(image, 0, 0, 360, 360)
    const pixels = context.getImageData(0, 0, 360, 360)
    return { width: 360, height: 360, data: Array.from(pixels.data) }
  })
  return jsQR(Uint8ClampedArray.from(data), width, height)?.data ?? null
}
