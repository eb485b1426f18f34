// The benchmark's SEO judgement of a page the site keeps out of search engines on purpose:
// Lighthouse counts the noindex against it (is-crawlable), so it is scored on the rest.
import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { seoWithoutIndexing } from '../seo.mjs'

// Lighthouse 12's SEO weights for the audits a page here is scored on.
const lhr = (scores) => ({
  categories: {
    seo: {
      auditRefs: [
        { id: 'is-crawlable', weight: 4.043 },
        { id: 'document-title', weight: 1 },
        { id: 'meta-description', weight: 1 },
        { id: 'http-status-code', weight: 1 },
        { id: 'link-text', weight: 1 },
        { id: 'crawlable-anchors', weight: 1 },
        { id: 'image-alt', weight: 1 },
        { id: 'hreflang', weight: 1 },
        { id: 'canonical', weight: 1 },
        { id: 'structured-data', weight: 0 },
      ],
    },
  },
  audits: Object.fromEntries(
    Object.entries({
      'is-crawlable': 1,
      'document-title': 1,
      'meta-description': 1,
      'http-status-code': 1,
      'link-text': 1,
      'crawlable-anchors': 1,
      'image-alt': 1,
      hreflang: null,
      canonical: null,
      'structured-data': null,
      ...scores,
    }).map(([id, score]) => [id, { id, score }]),
  ),
})

describe('SEO of a page kept out of the index', () => {
  it('is full when noindex is all Lighthouse holds against it', () => {
    assert.equal(seoWithoutIndexing(lhr({ 'is-crawlable': 0 })), 100)
  })

  it('still falls for any other SEO fault', () => {
    assert.equal(seoWithoutIndexing(lhr({ 'is-crawlable': 0, 'document-title': 0 })), 83)
  })

  it('weighs the audits as Lighthouse does, leaving out those that do not apply', () => {
    assert.equal(seoWithoutIndexing(lhr({ 'link-text': 0.5 })), 92)
  })
})
