import { scriptSafeJson } from '../script-safe-json'

describe('scriptSafeJson', () => {
  it('writes JSON that content cannot use to close the script tag', () => {
    const json = scriptSafeJson({ name: '</script><script>alert(1)</script>&' })
    expect(json).not.toContain('<')
    expect(json).not.toContain('>')
    expect(JSON.parse(json)).toEqual({ name: '</script><script>alert(1)</script>&' })
  })
})
