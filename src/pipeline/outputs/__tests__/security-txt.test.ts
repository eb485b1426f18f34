/** @jest-environment node */
// /.well-known/security.txt as RFC 9116 has it, from the build's configuration.
import { securityTxt } from '../security-txt'

const NOW = new Date('2026-11-23T07:00:00Z')
const make = (contact: string, expires = '') =>
  securityTxt({ contact, expires, siteUrl: 'https://kino.test', now: NOW })

const fields = (text: string) =>
  text
    .trim()
    .split('\n')
    .map((line) => line.split(/: (.*)/s).slice(0, 2))

describe('security.txt', () => {
  it('names each contact, an expiry, the languages and where it lives', () => {
    expect(
      fields(
        make(
          'mailto:sikkerhet@gjovik.example, https://gjovik.example/sikkerhet',
          '2027-05-01T00:00:00Z',
        ),
      ),
    ).toEqual([
      ['Contact', 'mailto:sikkerhet@gjovik.example'],
      ['Contact', 'https://gjovik.example/sikkerhet'],
      ['Expires', '2027-05-01T00:00:00Z'],
      ['Preferred-Languages', 'no, nb, en'],
      ['Canonical', 'https://kino.test/.well-known/security.txt'],
    ])
  })

  it('expires 180 days after the build when no expiry is given', () => {
    expect(make('mailto:a@b.example')).toContain('Expires: 2027-05-22T07:00:00Z')
  })

  it.each([
    ['', '', /SECURITY_CONTACT is empty/],
    ['mailto:a@b.example\nContact: https://evil.example', '', /space or a control character/],
    ['javascript:alert(1)', '', /must be a mailto:, tel: or https: address/],
    ['mailto:a@b.example', '2026-01-01T00:00:00Z', /has passed/],
    ['mailto:a@b.example', '2030-01-01T00:00:00Z', /more than a year away/],
    ['mailto:a@b.example', 'snart', /is not a time/],
  ])('refuses contact %j expiring %j, saying why', (contact, expires, why) => {
    expect(() => make(contact, expires)).toThrow(why)
  })
})
