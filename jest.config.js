/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: 'jest-fixed-jsdom',
  transform: { '^.+\\.m?[jt]sx?$': '<rootDir>/jest/preprocess.js' },
  transformIgnorePatterns: ['node_modules/(?!(gatsby|gatsby-script|gatsby-link)/)'],
  moduleNameMapper: { '\\.(css|svg|png|jpg)$': 'identity-obj-proxy' },
  testMatch: ['**/*.test.[jt]s?(x)'],
  // tests/nginx runs after the test builds, in its own step (npm run test:nginx).
  testPathIgnorePatterns: [
    '/node_modules/',
    '/\\.cache/',
    '/public/',
    '/tests/browser/',
    '/tests/nginx/',
    // The rebuild hook's releases and the preview's copy of the project (the preview
    // tests keep theirs in test-results/).
    '/\\.deploy/',
    '/test-results/',
  ],
  // The test builds' folders too: npm test builds them while Jest runs, and Jest's file map
  // must not read a folder that a build is writing or renaming.
  modulePathIgnorePatterns: [
    '<rootDir>/\\.deploy/',
    '<rootDir>/test-results/',
    '<rootDir>/public',
    '<rootDir>/\\.cache/',
  ],
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
  // On two cores Jest runs the files in its own process, so a handle a file leaves open
  // would keep it alive after the last verdict: your CI once waited on the Node 24 pass's
  // unit and services until its own limit. The verdicts are in before it exits.
  forceExit: true,
  // Longer than a test's wait for what it expects (src/testing/wait-limit.ts), so that a
  // failing test says what it waited for rather than only that it ran out of time.
  testTimeout: 20_000,
  globals: { __PATH_PREFIX__: '' },
}
