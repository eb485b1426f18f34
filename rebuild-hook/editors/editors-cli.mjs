// The operator's tool for the publish page's accounts (editor-accounts.mjs):
//   npm run editors -- add <brukernavn> [--navn "Fullt navn"]   asks for the password
//   npm run editors -- remove <brukernavn>
//   npm run editors -- list
//   npm run editors -- logg                                     who did what (audit-log.mjs)
// The file is EDITORS_FILE, or .deploy/editors.json in the project (as the hook reads it).
// Adding and removing an account goes into the audit log, under the machine's user name.
// The password is read from standard input (hidden when it is a terminal), never from the
// command line, which other users of the machine can see.
import path from 'node:path'
import readline from 'node:readline'
import { Writable } from 'node:stream'
import os from 'node:os'
import { fileURLToPath } from 'node:url'
import { AUDIT_FILE, auditCsv, createAuditLog } from './audit-log.mjs'
import { listEditors, removeEditor, setEditor } from './editor-accounts.mjs'

const deployDir = (env, cwd) =>
  env.DEPLOY_DIR ? path.resolve(env.DEPLOY_DIR) : path.join(cwd, '.deploy')

export const editorsFile = (env = process.env, cwd = process.cwd()) =>
  env.EDITORS_FILE ? path.resolve(env.EDITORS_FILE) : path.join(deployDir(env, cwd), 'editors.json')

/** The hook's audit log, as the hook finds it (server.mjs): AUDIT_LOG_FILE, or audit.log
 * in the deploy folder. */
export const auditFile = (env = process.env, cwd = process.cwd()) =>
  env.AUDIT_LOG_FILE ? path.resolve(env.AUDIT_LOG_FILE) : path.join(deployDir(env, cwd), AUDIT_FILE)

/** One line from standard input; what is typed is not echoed (the output is a sink). */
const readPassword = (prompt) =>
  new Promise((resolve) => {
    process.stdout.write(prompt)
    const sink = new Writable({ write: (chunk, encoding, done) => done() })
    const rl = readline.createInterface({ input: process.stdin, output: sink, terminal: true })
    rl.once('line', (line) => {
      rl.close()
      process.stdout.write('\n')
      resolve(line)
    })
  })

const main = async ([command, account, ...rest]) => {
  const file = editorsFile()
  const audit = () => createAuditLog({ file: auditFile() })
  const operator = `${os.userInfo().username} (kommandolinjen)`
  if (command === 'add' && account) {
    const at = rest.indexOf('--navn')
    const name = at >= 0 ? rest[at + 1] : undefined
    const password = await readPassword(`Passord for ${account} (minst 12 tegn): `)
    const existed = listEditors(file).some((e) => e.account === account)
    await setEditor(file, { account, name, password })
    audit().record({
      who: operator,
      action: 'account',
      concerns: `${existed ? 'nytt passord for' : 'la til'} ${account}`,
      outcome: 'ok',
    })
    console.log(`${account} kan nå logge inn på publiseringssiden (${file}).`)
  } else if (command === 'remove' && account) {
    const removed = removeEditor(file, account)
    if (removed)
      audit().record({
        who: operator,
        action: 'account',
        concerns: `fjernet ${account}`,
        outcome: 'ok',
      })
    console.log(removed ? `${account} er fjernet.` : `Fant ikke ${account}.`)
  } else if (command === 'list') {
    const editors = listEditors(file)
    if (editors.length === 0) console.log(`Ingen redaktørkontoer i ${file}.`)
    for (const { account: a, name } of editors) console.log(`${a}\t${name}`)
  } else if (command === 'logg') {
    process.stdout.write(auditCsv(audit().all()))
  } else {
    console.error(
      'Bruk: npm run editors -- add <brukernavn> [--navn "Fullt navn"] | remove <brukernavn> | list | logg',
    )
    process.exitCode = 2
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url))
  main(process.argv.slice(2)).catch((error) => {
    console.error(error.message)
    process.exitCode = 1
  })
