import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import react from 'eslint-plugin-react'
import reactHooks from 'eslint-plugin-react-hooks'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import globals from 'globals'
import importPlugin from 'eslint-plugin-import'
import checkFile from 'eslint-plugin-check-file'
import fs from 'node:fs'

// The house's boundaries (README, "Architecture"). A feature owns its slice, sagas, api and
// components and never imports another feature; compositions of features live in the app.
const FEATURES = fs
  .readdirSync('src/features', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
// Shared with every feature and the app. Of these, lib and contract are shared by both wings
// too; the rest (client, hooks, components, session) are run-time code.
const SHARED = [
  './src/lib',
  './src/contract',
  './src/client',
  './src/hooks',
  './src/components',
  './src/session',
]
const RUN_TIME_ONLY = [
  './src/app',
  './src/features',
  './src/client',
  './src/components',
  './src/hooks',
  './src/session',
]
const RUN_TIME = [...SHARED, './src/features', './src/app']
const boundaries = [
  ...FEATURES.map((feature) => ({
    target: `./src/features/${feature}`,
    from: './src/features',
    except: [`./${feature}`],
    message: 'A feature never imports another feature; compose them in src/app.',
  })),
  ...SHARED.map((target) => ({
    target,
    from: ['./src/features', './src/app'],
    message: 'Shared code never imports features or the app.',
  })),
  {
    target: ['./src/contract', './src/lib'],
    from: ['./src/pipeline', ...RUN_TIME_ONLY],
    message: 'The contract and lib are shared by both wings and import neither.',
  },
  // Within the shared code, each floor uses only those below it.
  {
    target: './src/lib',
    from: './src/contract',
    message: "lib is below the contract: the contract's schemas are built on lib.",
  },
  {
    target: './src/hooks',
    from: './src/components',
    message: 'Hooks are below the components that use them.',
  },
  {
    target: './src/pipeline',
    from: RUN_TIME_ONLY,
    message: 'Build-time code never imports run-time code.',
  },
]

// The rebuild hook's folders (docs/architecture.md, "Publishing"), top to bottom: each
// imports only those below it; server.mjs, above them all, makes the parts and joins them.
const HOOK_FLOORS = ['routes', 'previews', 'publishing', 'editors', 'publish-page', 'releases']
const hookBoundaries = HOOK_FLOORS.slice(1).map((floor, i) => ({
  target: `./rebuild-hook/${floor}`,
  from: [
    ...HOOK_FLOORS.slice(0, i + 1).map((above) => `./rebuild-hook/${above}`),
    './rebuild-hook/server.mjs',
  ],
  message: `rebuild-hook/${floor}/ is below ${HOOK_FLOORS.slice(0, i + 1).join(', ')}: it never imports them.`,
}))

export default tseslint.config(
  {
    ignores: [
      'node_modules',
      '.cache',
      'public',
      'public-*',
      '.deploy',
      'test-results',
      'deploy',
      'bench/results',
      'coverage',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { react, 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    settings: { react: { version: '18.3' } },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      ...react.configs.recommended.rules,
      ...react.configs['jsx-runtime'].rules,
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.configs.strict.rules,
      'react/prop-types': 'off',
      // HTML's blocking="render" (PageHead), which React passes through and the plugin
      // does not know yet.
      'react/no-unknown-property': ['error', { ignore: ['blocking'] }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'gatsby-*.tsx'],
    plugins: { import: importPlugin },
    settings: {
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs'] } },
      'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      // Packages are not parsed for their exports: import/no-cycle then follows the
      // project's own imports only (a cycle runs through them), in 4 s, not 13 s.
      'import/ignore': ['node_modules'],
    },
    rules: {
      'import/no-restricted-paths': ['error', { zones: boundaries }],
      'import/no-cycle': 'error',
    },
  },
  {
    files: ['rebuild-hook/**/*.{mjs,js}'],
    ignores: ['**/__tests__/**'],
    plugins: { import: importPlugin },
    rules: {
      'import/no-restricted-paths': ['error', { zones: hookBoundaries }],
      'import/no-cycle': 'error',
    },
  },
  {
    // Run-time code takes only types from build-time code (through src/contract).
    files: [...RUN_TIME.map((dir) => `${dir.slice(2)}/**/*.{ts,tsx}`), 'gatsby-*.tsx'],
    ignores: ['**/__tests__/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)(pipeline(/|$)|contract/blocks$|contract/records(/|$))',
              allowTypeImports: true,
              message:
                'Run-time code imports only types from build-time code (and from the block and record contracts, which hold the build-time schemas).',
            },
          ],
        },
      ],
    },
  },
  {
    // Tests break content records on purpose; typing each broken shape would hide intent.
    files: ['**/__tests__/**', '__mocks__/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off', 'jsx-a11y/anchor-has-content': 'off' },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // Callbacks passed to page.evaluate run inside the browser.
    files: ['tests/browser/**'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  {
    // Tests wait for a state, never for a time: a fixed wait passes on a fast machine and
    // fails on a slow one. In a browser test: locators, web-first assertions, expect.poll and
    // page.waitForFunction; in node:test: until (tests/support/until.mjs); in Jest: waitFor,
    // queueDrained. A test that plays a slow world holds it back with slowNetwork
    // (tests/browser/support/page.mjs), or says why it needs a timer.
    files: ['**/__tests__/**/*.{js,mjs,ts,tsx}', '**/*.test.{js,mjs,ts,tsx}'],
    rules: {
      'no-restricted-globals': [
        'error',
        ...['setTimeout', 'setInterval'].map((name) => ({
          name,
          message: 'Wait for a state (expect.poll, a locator, until, waitFor), not for a time.',
        })),
      ],
      'no-restricted-imports': [
        'error',
        { name: 'node:timers/promises', message: 'Wait for a state, not for a time.' },
      ],
      'no-restricted-properties': [
        'error',
        { property: 'waitForTimeout', message: 'Wait for a state, not for a time.' },
      ],
      // Playwright's waitForFunction takes the promise an async check returns for a true
      // answer, and stops at the first check.
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "CallExpression[callee.property.name='waitForFunction'] > :function[async=true]:first-child",
          message:
            'waitForFunction stops at the first check of an async one: expect.poll(() => page.evaluate(async () => …)).',
        },
      ],
    },
  },
  {
    files: ['**/*.{js,cjs}'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // One naming rule: a component's module is PascalCase (Card.tsx), every other file
    // kebab-case (use-now.ts, pill-button.ts). camelCase names are refused.
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'check-file': checkFile },
    rules: {
      'check-file/filename-naming-convention': [
        'error',
        { 'src/**/*.{ts,tsx}': '@(+([a-z0-9])*(-+([a-z0-9]))|[A-Z]*([a-zA-Z0-9]))' },
        { ignoreMiddleExtensions: true },
      ],
    },
  },
)
