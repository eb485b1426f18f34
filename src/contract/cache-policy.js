// The public site's cache policy, one table (cache-policy.json says why each entry is what
// it is). Plain CommonJS, so that the local server (plain Node) and the tests read the one
// table; ops/nginx/kulturhus.conf holds it as a map that a test keeps equal to it.
const policy = require('./cache-policy.json')

const rules = policy.rules.map((rule) => ({ ...rule, regex: new RegExp(rule.pattern) }))

/** The Cache-Control header for a path of the public site (decoded, with its leading /). */
const cacheControlFor = (urlPath) =>
  rules.find((rule) => rule.regex.test(urlPath))?.value ?? policy.default.value

module.exports = { CACHE_POLICY: policy, cacheControlFor }
