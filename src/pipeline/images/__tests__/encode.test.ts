/** @jest-environment node */
import { cropBox, variantKey, widthsFor } from '../encode'

describe('crops', () => {
  it('keep the whole picture when a usage keeps its shape', () => {
    expect(cropBox(1400, 2100, null)).toEqual({ left: 0, top: 0, width: 1400, height: 2100 })
  })

  it('cut a wide picture to 16:9 around its centre by default', () => {
    expect(cropBox(2400, 900, 16 / 9)).toEqual({ left: 400, top: 0, width: 1600, height: 900 })
  })

  it('keep the subject in view, as close to the middle as the edges allow', () => {
    expect(cropBox(2400, 900, 16 / 9, [0.2, 0.5])).toEqual({
      left: 0,
      top: 0,
      width: 1600,
      height: 900,
    })
    expect(cropBox(2400, 900, 16 / 9, [0.75, 0.5])).toEqual({
      left: 800,
      top: 0,
      width: 1600,
      height: 900,
    })
    // A tall picture cut to 16:9 keeps the part around the subject's height.
    expect(cropBox(1400, 2100, 16 / 9, [0.5, 0.3])).toEqual({
      left: 0,
      top: 236,
      width: 1400,
      height: 788,
    })
  })
})

describe('every cut of a picture with a focus', () => {
  it('keeps the focal point in frame, for every usage shape, picture shape and point', () => {
    const shapes = [2 / 1, 16 / 9, 2 / 3]
    const pictures: [number, number][] = [
      [2400, 900],
      [1400, 2100],
      [1200, 1200],
    ]
    const points = [0, 0.05, 0.25, 0.5, 0.8, 1]
    for (const aspect of shapes)
      for (const [width, height] of pictures)
        for (const fx of points)
          for (const fy of points) {
            const box = cropBox(width, height, aspect, [fx, fy])
            const [x, y] = [fx * width, fy * height]
            const inFrame =
              x >= box.left &&
              x <= box.left + box.width &&
              y >= box.top &&
              y <= box.top + box.height
            expect({ aspect, width, height, fx, fy, inFrame }).toEqual({
              aspect,
              width,
              height,
              fx,
              fy,
              inFrame: true,
            })
          }
  })
})

describe('widths', () => {
  it('are the usage widths up to the crop, never enlarged', () => {
    expect(widthsFor('hero', 2400)).toEqual([750, 1280, 1920])
    expect(widthsFor('hero', 900)).toEqual([750])
    expect(widthsFor('poster', 180)).toEqual([88, 132, 160])
  })

  it('add the crop itself when it is well above the largest width that fits', () => {
    expect(widthsFor('hero', 1800)).toEqual([750, 1280, 1800])
    expect(widthsFor('hero', 1500)).toEqual([750, 1280])
  })

  it('are the picture itself when it is smaller than every usage width', () => {
    expect(widthsFor('hero', 600)).toEqual([600])
  })
})

describe('variant keys', () => {
  it('change with the cut and stay with the same settings', () => {
    expect(variantKey('hero', undefined)).toBe(variantKey('hero', undefined))
    expect(variantKey('hero', [0.2, 0.5])).not.toBe(variantKey('hero', undefined))
    expect(variantKey('card', undefined)).toMatch(/^[0-9a-f]{8}$/)
  })
})
