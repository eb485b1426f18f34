import { partnerConfig } from '../partner'

describe('partnerConfig', () => {
  it('defaults to partner 118 on the local stand-in', () => {
    expect(partnerConfig({})).toEqual({
      partnerId: 118,
      apiBase: 'http://localhost:8118/partner/118/api',
      runtimeApiBase: 'http://localhost:8118/runtime',
      ticketingBase: 'http://localhost:8118/ticketing/118',
    })
  })
  it('picks the base configured for the chosen partner', () => {
    const env = {
      GATSBY_PARTNER_ID: '178',
      GATSBY_API_BASE_118: 'https://a.example/api',
      GATSBY_API_BASE_178: 'https://b.example/api/',
      GATSBY_TICKETING_BASE_178: 'https://billett.b.example/',
    }
    expect(partnerConfig(env)).toMatchObject({
      partnerId: 178,
      apiBase: 'https://b.example/api',
      ticketingBase: 'https://billett.b.example',
    })
  })
  it('refuses an unknown partner id', () => {
    expect(() => partnerConfig({ GATSBY_PARTNER_ID: '200' })).toThrow(
      'GATSBY_PARTNER_ID must be 118 or 178, got "200"',
    )
  })
})
