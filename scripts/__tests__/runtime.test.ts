/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';

/** The store's tests run on the Node LTS that package.json `engines` names (the `node` dev dependency), not the machine's. */
it('runs on the Node major that engines names, a supported LTS', () => {
  const { engines, devDependencies } = JSON.parse(readFileSync(path.join(__dirname, '../../package.json'), 'utf8'));
  const major = Number(/\d+/.exec(engines.node)![0]);
  expect(major % 2).toBe(0);
  expect(major).toBeGreaterThanOrEqual(22);
  expect(Number(process.versions.node.split('.')[0])).toBe(major);
  expect(Number(devDependencies.node.split('.')[0])).toBe(major);
});
