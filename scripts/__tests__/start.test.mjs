// npm start's build: for this machine, and its log readable when it is not a terminal.
import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { localBuildEnv } from '../start.mjs'

describe("npm start's build", () => {
  it('leaves out the precompressed copies, which only production needs', () => {
    assert.equal(localBuildEnv({}, true).SITE_PRECOMPRESS, 'off')
  })

  it("prints Gatsby's page summary once in a log: its line logger when not in a terminal", () => {
    assert.equal(localBuildEnv({}, false).GATSBY_LOGGER, 'yurnalist')
    assert.equal(localBuildEnv({}, true).GATSBY_LOGGER, undefined)
    assert.equal(localBuildEnv({ GATSBY_LOGGER: 'json' }, false).GATSBY_LOGGER, 'json')
  })
})
