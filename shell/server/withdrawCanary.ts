import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import type { Canary } from './canary';

/**
 * Takes a withdrawn candidate out of the remotes file (written whole by a rename, as `npm run pin` does, so every
 * worker re-reads a whole file), with the reason beside the pin. A file that changed meanwhile (another pin) is left
 * as it is when it no longer names that candidate.
 */
export function withdrawCanary(file: string, canary: Canary, reason: string): void {
  try {
    const config = JSON.parse(readFileSync(file, 'utf8'));
    const pin = config.pins?.[canary.remote];
    if (pin?.canary?.release !== canary.release) return;
    delete pin.canary;
    pin.withdrawn = { release: canary.release, reason, at: new Date().toISOString() };
    const tmp = `${file}.${process.pid}.tmp`;
    writeFileSync(tmp, `${JSON.stringify(config, null, 2)}\n`);
    renameSync(tmp, file);
  } catch (err) {
    console.error(`[shell] ${file}: the withdrawn canary could not be taken out: ${(err as Error).message}`);
  }
}
