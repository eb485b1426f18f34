// The operator's tool for the publish page's accounts (editor-accounts.mjs):
//   npm run editors -- add <brukernavn> [--navn "Fullt navn"]   asks for the password
//   npm run editors -- remove <brukernavn>
//   npm run editors -- list
// The file is EDITORS_FILE, or .deploy/editors.json in the project (as the hook reads it).
// The password is read from standard input (hidden when it is a terminal), never from the
// command line, which other users of the machine can see.
import path from 'node:path'
import readline from 'node:readline'
import { Writable } from 'node:stream'
import { fileURLToPath } from 'node:url'
import { listEditors, removeEditor, setEditor } from './editor-accounts.mjs'

export const editorsFile = (env = process.env, cwd = process.cwd()) =>
  env.EDITORS_FILE
    ? path.resolve(env.EDITORS_FILE)
    : path.join(
        env.DEPLOY_DIR ? path.resolve(env.DEPLOY_DIR) : path.join(cwd, '.deploy'),
        'editors.json',
      )

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
  if (command === 'add' && account) {
    const at = rest.indexOf('--navn')
    const name = at >= 0 ? rest[at + 1] : undefined
    const password = await readPassword(`Passord for ${account} (minst 12 tegn): `)
    await setEditor(file, { account, name, password })
    console.log(`${account} kan nå logge inn på publiseringssiden (${file}).`)
  } else if (command === 'remove' && account) {
    console.log(removeEditor(file, account) ? `${account} er fjernet.` : `Fant ikke ${account}.`)
  } else if (command === 'list') {
    const editors = listEditors(file)
    if (editors.length === 0) console.log(`Ingen redaktørkontoer i ${file}.`)
    for (const { account: a, name } of editors) console.log(`${a}\t${name}`)
  } else {
    console.error(
      'Bruk: npm run editors -- add <brukernavn> [--navn "Fullt navn"] | remove <brukernavn> | list',
    )
    process.exitCode = 2
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url))
  main(process.argv.slice(2)).catch((error) => {
    console.error(error.message)
    process.exitCode = 1
  })
