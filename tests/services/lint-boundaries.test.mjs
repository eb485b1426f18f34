// The architecture's boundaries are ESLint rules (eslint.config.mjs). Each is shown here to
// refuse a file that breaks it, so that a change to the config cannot quietly drop one.
import assert from 'node:assert/strict'
import path from 'node:path'
import { describe, it } from 'node:test'
import { ESLint } from 'eslint'

// import/no-cycle reads the files an import graph passes through, which these examples
// (linted as text, never written) are not.
const eslint = new ESLint({
  cwd: path.resolve('.'),
  overrideConfig: { rules: { 'import/no-cycle': 'off' } },
})

const problems = async (file, code) => {
  const [result] = await eslint.lintText(code, { filePath: path.resolve(file) })
  return result.messages.map((m) => `${m.ruleId}: ${m.message}`)
}

const refuses = async (file, code, rule) => {
  const found = await problems(file, code)
  assert.ok(
    found.some((p) => p.startsWith(rule)),
    `${file} importing ${code} should break ${rule}; found ${JSON.stringify(found)}`,
  )
}

describe('architecture boundaries', () => {
  it('a feature never imports another feature', async () => {
    await refuses(
      'src/features/reviews/x.ts',
      "import { selectTickets } from '../tickets/slice'\nexport const x = selectTickets\n",
      'import/no-restricted-paths',
    )
  })

  it('shared code never imports a feature or the app', async () => {
    await refuses(
      'src/lib/x.ts',
      "import { selectTickets } from '../features/tickets/slice'\nexport const x = selectTickets\n",
      'import/no-restricted-paths',
    )
    await refuses(
      'src/session/x.ts',
      "import { createStore } from '../app/store/configure-store'\nexport const x = createStore\n",
      'import/no-restricted-paths',
    )
  })

  it("the rebuild hook's folders import only those below them", async () => {
    await refuses(
      'rebuild-hook/releases/x.mjs',
      "import { createPublisher } from '../publishing/publisher.mjs'\nexport const x = createPublisher\n",
      'import/no-restricted-paths',
    )
    await refuses(
      'rebuild-hook/editors/x.mjs',
      "import { editorRoutes } from '../routes/editor-routes.mjs'\nexport const x = editorRoutes\n",
      'import/no-restricted-paths',
    )
    const below = await problems(
      'rebuild-hook/publishing/x.mjs',
      "import { publish } from '../releases/releases.mjs'\nexport const x = publish\n",
    )
    assert.deepEqual(below, [])
  })

  it('build-time code never imports run-time components', async () => {
    await refuses(
      'src/pipeline/plan/x.ts',
      "import { Card } from '../../components/ui/Card'\nexport const x = Card\n",
      'import/no-restricted-paths',
    )
  })

  it('run-time code imports only types from build-time code', async () => {
    const value =
      "import { planRoutes } from '../../pipeline/plan/plan'\nexport const x = planRoutes\n"
    await refuses('src/app/blocks/x.ts', value, '@typescript-eslint/no-restricted-imports')
    const type =
      "import type { Content } from '../../pipeline/validate/validate'\nexport type X = Content\n"
    assert.deepEqual(await problems('src/app/blocks/x.ts', type), [])
  })

  it('a feature may import its own files and shared code', async () => {
    const code =
      "import { selectTickets } from './slice'\nimport { theme } from '../../client/theme'\nexport const x = [selectTickets, theme]\n"
    assert.deepEqual(await problems('src/features/tickets/x.ts', code), [])
  })

  it('names a component PascalCase and every other file kebab-case, never camelCase', async () => {
    const code = 'export const x = 1\n'
    await refuses('src/hooks/useThing.ts', code, 'check-file/filename-naming-convention')
    await refuses('src/components/ui/pillThing.tsx', code, 'check-file/filename-naming-convention')
    for (const file of ['src/hooks/use-thing.ts', 'src/components/ui/Thing.tsx', 'src/x/y.test.ts'])
      assert.deepEqual(
        (await problems(file, code)).filter((p) => p.startsWith('check-file')),
        [],
        file,
      )
  })

  it('the contract imports nothing from the build', async () => {
    await refuses(
      'src/contract/x.ts',
      "import { planRoutes } from '../pipeline/plan/plan'\nexport const x = planRoutes\n",
      'import/no-restricted-paths',
    )
  })

  it('lib, shared by both wings, imports no run-time code', async () => {
    await refuses(
      'src/lib/x.ts',
      "import { theme } from '../client/theme'\nexport const x = theme\n",
      'import/no-restricted-paths',
    )
    await refuses(
      'src/lib/x.ts',
      "import { planRoutes } from '../pipeline/plan/plan'\nexport const x = planRoutes\n",
      'import/no-restricted-paths',
    )
  })

  it('lib never reaches up into the contract built on it, nor hooks into components', async () => {
    await refuses(
      'src/lib/x.ts',
      "import type { Production } from '../contract'\nexport type X = Production\n",
      'import/no-restricted-paths',
    )
    await refuses(
      'src/hooks/use-x.ts',
      "import { PageLocationContext } from '../components/page-context/PageLocation'\nexport const x = PageLocationContext\n",
      'import/no-restricted-paths',
    )
  })

  it('build-time code never imports the run-time client helpers', async () => {
    await refuses(
      'src/pipeline/load/x.ts',
      "import { memberApi } from '../../client/partner-client'\nexport const x = memberApi\n",
      'import/no-restricted-paths',
    )
  })

  it('run-time code takes only types from the record schemas', async () => {
    await refuses(
      'src/features/tickets/x.ts',
      "import { articleSchema } from '../../contract/records/content'\nexport const x = articleSchema\n",
      '@typescript-eslint/no-restricted-imports',
    )
  })
})
