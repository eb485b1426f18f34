/** @jest-environment node */
import { offlineCodeFiles, sharedPageData } from '../offline-files'

describe('the files the service worker keeps', () => {
  it("is this build's named bundles and every chunk its runtime can load, not an earlier build's", () => {
    const files = [
      'app-0123456789abcdef0123.js',
      'webpack-runtime-aaaaaaaaaaaaaaaaaaaa.js',
      '118-1111111111111111aaaa.js',
      '118-2222222222222222bbbb.js',
      'idb-keyval-3.2.0-iife.min.js',
    ]
    const named = {
      app: ['webpack-runtime-aaaaaaaaaaaaaaaaaaaa.js', 'app-0123456789abcdef0123.js'],
      styles: ['styles-3333333333333333cccc.css'],
    }
    const runtime = '{118:"1111111111111111aaaa",2:"4444444444444444dddd"}'
    expect(offlineCodeFiles(files, named, runtime)).toEqual([
      '/118-1111111111111111aaaa.js',
      '/app-0123456789abcdef0123.js',
      '/webpack-runtime-aaaaaaaaaaaaaaaaaaaa.js',
    ])
  })

  it('with the app data and each static query result the pages use, once, not a stray path', () => {
    expect(sharedPageData([['154412583', '2'], ['154412583'], [], ['../../etc/passwd']])).toEqual([
      '/page-data/app-data.json',
      '/page-data/sq/d/154412583.json',
      '/page-data/sq/d/2.json',
    ])
  })
})
