/** Unit tests live beside the code in __tests__/ folders of every workspace. */
const REMOTE_FOLDERS = Object.values(require('./shared/src/contracts/remote-list.json').remotes);
const swc = ['@swc/jest', { jsc: { transform: { react: { runtime: 'automatic' } }, parser: { syntax: 'typescript', tsx: true } } }];
const common = {
  transform: { '^.+\\.(t|j|mj)sx?$': swc },
  // FormatJS ships ES modules only: jest compiles them like our own code.
  transformIgnorePatterns: ['/node_modules/(?!(intl-messageformat|@formatjs)/)'],
  moduleNameMapper: {
    '\\.css$': '<rootDir>/types/empty-css-module.cjs',
  },
  // Webpack's DefinePlugin sets the build label in bundles; tests get a fixed one, and what the server's build has.
  globals: { __TILES_RELEASE__: 'test', __TILES_SERVER__: true },
};
module.exports = {
  projects: [
    {
      ...common,
      displayName: 'web',
      testEnvironment: 'jsdom',
      setupFiles: ['<rootDir>/jest.polyfills.ts'],
      setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
      roots: ['shared', 'shell', ...REMOTE_FOLDERS].map((ws) => `<rootDir>/${ws}`),
      testMatch: ['**/__tests__/**/*.test.ts?(x)'],
    },
    {
      ...common,
      displayName: 'node',
      testEnvironment: 'node',
      roots: ['<rootDir>/backend', '<rootDir>/scripts'],
      testMatch: ['**/__tests__/**/*.test.ts'],
    },
  ],
};
