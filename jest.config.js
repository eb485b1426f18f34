/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: 'jest-fixed-jsdom',
  transform: { '^.+\\.[jt]sx?$': '<rootDir>/jest/preprocess.js' },
  transformIgnorePatterns: ['node_modules/(?!(gatsby|gatsby-script|gatsby-link)/)'],
  moduleNameMapper: { '\\.(css|svg|png|jpg)$': 'identity-obj-proxy' },
  testMatch: ['**/*.test.[jt]s?(x)'],
  testPathIgnorePatterns: ['/node_modules/', '/\\.cache/', '/public/', '/tests/browser/'],
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
  globals: { __PATH_PREFIX__: '' },
}
