// The TLS certificate of the tests' nginx (ops/nginx/ serves HTTPS only): one self-signed
// certificate for the site's and the publish page's names, localhost and 127.0.0.1, made
// once per checkout with openssl (Debian's; Node cannot make one) and kept in
// node_modules/.cache. Chromium trusts exactly its key (--ignore-certificate-errors-spki-list,
// scripts/chromium.mjs), so pages on it are secure contexts with service workers, as on the
// real site; Node's clients take it as their CA.
const { execFileSync } = require('node:child_process')
const crypto = require('node:crypto')
const fs = require('node:fs')
const path = require('node:path')

const DIR = path.resolve(__dirname, '../node_modules/.cache/kulturhus-test-tls')
const NAMES = ['kino.gjovik.example', 'publisering.kino.gjovik.example', 'localhost']

const make = () => {
  const scratch = `${DIR}.${process.pid}.tmp`
  fs.rmSync(scratch, { recursive: true, force: true })
  fs.mkdirSync(scratch, { recursive: true })
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '3650',
      '-subj',
      `/CN=${NAMES[0]}`,
      '-addext',
      `subjectAltName=${NAMES.map((n) => `DNS:${n}`).join(',')},IP:127.0.0.1`,
      '-keyout',
      path.join(scratch, 'test.key'),
      '-out',
      path.join(scratch, 'test.crt'),
    ],
    { stdio: 'ignore' },
  )
  try {
    // The pair arrives whole, or another process's does.
    fs.renameSync(scratch, DIR)
  } catch {
    fs.rmSync(scratch, { recursive: true, force: true })
  }
}

/** { cert, key } (paths), certPem, and spki: the base64 SHA-256 of its public key. */
const testCertificate = () => {
  if (!fs.existsSync(path.join(DIR, 'test.crt'))) make()
  const certPem = fs.readFileSync(path.join(DIR, 'test.crt'))
  const der = new crypto.X509Certificate(certPem).publicKey.export({ type: 'spki', format: 'der' })
  return {
    cert: path.join(DIR, 'test.crt'),
    key: path.join(DIR, 'test.key'),
    certPem,
    spki: crypto.createHash('sha256').update(der).digest('base64'),
  }
}

module.exports = { NAMES, testCertificate }
