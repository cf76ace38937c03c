import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { newestInput } from '../buildInputs.mjs';

/** A repository skeleton with every file a day old. */
function skeleton(): string {
  const root = mkdtempSync(path.join(os.tmpdir(), 'build-inputs-'));
  const files = [
    'package.json',
    'package-lock.json',
    'tsconfig.base.json',
    'shared/src/index.ts',
    'shared/build/create-webpack-config.cjs',
    'shell/src/bootstrap.tsx',
    'shell/public/index.html',
    'shell/federation.config.cjs',
    'shell/webpack.config.cjs',
    'shell/server/main.ts',
    'mf-cart/src/i18n/hi.json',
    'mf-cart/federation.config.cjs',
    'mf-cart/src/__tests__/x.test.ts',
    'mf-cart/dist/mf-manifest.json',
  ];
  const dayAgo = Date.now() / 1000 - 86400;
  for (const f of files) {
    mkdirSync(path.dirname(path.join(root, f)), { recursive: true });
    writeFileSync(path.join(root, f), '');
    utimesSync(path.join(root, f), dayAgo, dayAgo);
  }
  return root;
}

const touch = (root: string, file: string) => {
  const now = Date.now() / 1000;
  utimesSync(path.join(root, file), now, now);
};

describe('the build staleness check sees every input', () => {
  let root: string;
  beforeEach(() => {
    root = skeleton();
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it.each([
    ['shell', 'shell/federation.config.cjs'],
    ['shell', 'shell/public/index.html'],
    ['shell', 'shared/build/create-webpack-config.cjs'],
    ['mf-cart', 'mf-cart/federation.config.cjs'],
    ['mf-cart', 'mf-cart/src/i18n/hi.json'],
    ['mf-cart', 'tsconfig.base.json'],
  ])('%s is stale after %s changes', (ws, file) => {
    const before = newestInput(root, ws);
    touch(root, file);
    expect(newestInput(root, ws)).toBeGreaterThan(before);
  });

  it.each([
    ['shell', 'shell/server/main.ts'],
    ['mf-cart', 'mf-cart/src/__tests__/x.test.ts'],
    ['mf-cart', 'mf-cart/dist/mf-manifest.json'],
  ])('%s is not rebuilt for %s (not bundled)', (ws, file) => {
    const before = newestInput(root, ws);
    touch(root, file);
    expect(newestInput(root, ws)).toBe(before);
  });
});
