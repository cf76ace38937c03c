import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import noHardcodedUiText from './eslint-rules/no-hardcoded-ui-text.mjs';
import onePincodeCookieWriter from './eslint-rules/one-pincode-cookie-writer.mjs';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { layerRoot, layerZones, unplacedUnits } from './eslint-rules/feature-layers.mjs';
import { createRequire } from 'node:module';

const REMOTES = Object.values(createRequire(import.meta.url)('./shared/src/contracts/remote-list.json').remotes);
const WORKSPACES = `{shared,shell,${REMOTES.join(',')}}`;

/** A remote meets others only through @tiles/shared, props and the bus: no imports of another remote or the shell. */
const boundary = (self, files, others, extra = []) => ({
  files,
  rules: {
    'no-restricted-imports': [
      'error',
      {
        paths: [
          {
            name: 'react-router-dom',
            message: "Import react-router-dom from '@tiles/shared': the shared singleton carries the page's one copy (one router).",
          },
          {
            name: 'graphql-request',
            message:
              "Send GraphQL with runOperation from '@tiles/shared': it wraps the page's one graphql-request with the store's failure handling and caching.",
          },
        ],
        patterns: others
          .filter((other) => other !== self)
          .map((other) => ({
            group: [other, `${other}/*`, `**/${other}`, `**/${other}/**`],
            message: `${self} may not import ${other}: cross at run time through @tiles/shared (props, bus, RemoteSlot).`,
          }))
          .concat(extra),
      },
    ],
  },
});

// Unit tests may start the real backend (backend/src/testing) to test hooks over HTTP; product code may not.
const boundaries = [...REMOTES, 'shell'].flatMap((self) => [
  boundary(self, [`${self}/src/**/*.{ts,tsx}`], [...REMOTES, 'shell', 'backend']),
  boundary(
    self,
    [`${self}/src/**/__tests__/**/*.{ts,tsx}`],
    [...REMOTES, 'shell'],
    [
      {
        regex: '(^|/)backend(/(?!src/testing/)|$)',
        message: `${self} tests may use backend/src/testing only (the real backend over HTTP), nothing else of the backend.`,
      },
    ],
  ),
]);

const unplaced = unplacedUnits();
if (unplaced.length)
  throw new Error(`Give each of these its layer in eslint-rules/feature-layers.mjs (which way it may import): ${unplaced.join(', ')}`);

const SOURCES = `${WORKSPACES}/src/**/*.{ts,tsx}`;

export default tseslint.config(
  // __lint-fixtures__: code that must fail lint, linted only by scripts/__tests__/lintFails.test.ts.
  {
    ignores: [
      '**/__lint-fixtures__/**',
      '**/dist/**',
      '**/dist-*/**',
      'node_modules/**',
      'test-results/**',
      '.bench/**',
      'coverage/**',
      'releases/**',
    ],
  },
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/ban-ts-comment': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    files: ['shared/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [{ group: ['mf-*', '**/mf-*/**', 'shell', '**/shell/**'], message: 'shared may not depend on a remote or the shell.' }],
        },
      ],
    },
  },
  { files: ['e2e/**/*.ts', 'backend/**/*.ts', 'scripts/**'], rules: { 'react-hooks/rules-of-hooks': 'off' } },
  ...boundaries,
  // Inside a workspace: no import cycles between files, and features depend one way, down the layers.
  {
    files: [SOURCES],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'tsconfig.json' })],
      // Generated types import nothing back: not parsed for the cycle search (they are the largest files).
      'import-x/ignore': ['/src/gql/'],
      // Another workspace cannot close a cycle (shared imports no remote: no-restricted-imports), so the search
      // stays inside the workspace being linted instead of walking all of shared from every remote file.
      'import-x/core-modules': ['@tiles/shared', '@tiles/shared/server', '@tiles/shared/dev'],
    },
  },
  {
    files: [SOURCES],
    // Nothing imports a test, so no cycle runs through one; tests may reach across layers.
    ignores: ['**/__tests__/**'],
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { basePath: layerRoot, zones: layerZones() }],
    },
  },
  // Views speak the shopper's language: UI text comes from each team's catalogue (README, Languages).
  {
    files: [`{shell,${REMOTES.join(',')}}/src/**/*.tsx`],
    ignores: ['**/__tests__/**', '**/dev/**'],
    plugins: { tiles: { rules: { 'no-hardcoded-ui-text': noHardcodedUiText } } },
    rules: { 'tiles/no-hardcoded-ui-text': 'error' },
  },
  // One writer of the pincode cookie: shared/src/pincode (tests and e2e may seed cookies to test corrupt values).
  {
    files: [`${WORKSPACES}/{src,server}/**/*.{ts,tsx}`],
    ignores: ['shared/src/pincode/**', '**/__tests__/**'],
    plugins: { pincode: { rules: { 'one-cookie-writer': onePincodeCookieWriter } } },
    rules: { 'pincode/one-cookie-writer': 'error' },
  },
  // Last, so it wins: the webpack factory, federation configs and plugins are CommonJS run by Node.
  {
    files: ['**/*.cjs'],
    languageOptions: {
      sourceType: 'commonjs',
      globals: {
        require: 'readonly',
        module: 'writable',
        exports: 'writable',
        __dirname: 'readonly',
        __filename: 'readonly',
        process: 'readonly',
        console: 'readonly',
      },
    },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
