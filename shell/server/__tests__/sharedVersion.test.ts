/** @jest-environment node */
import type { Manifest } from '../manifests';
import { PAGE_SHARED_VERSION, sharedVersionMismatch } from '../serverModules';

const manifestWanting = (requiredVersion?: string): Manifest => ({
  metaData: { remoteEntry: { name: 'remoteEntry.js' } },
  exposes: [],
  shared: [{ name: '@tiles/shared', ...(requiredVersion ? { requiredVersion } : {}), assets: { js: { sync: [] } } }],
});

describe('a remote built for another @tiles/shared', () => {
  it('renders on the server when its range takes the page version', () => {
    expect(sharedVersionMismatch(manifestWanting(`^${PAGE_SHARED_VERSION}`))).toBeNull();
    expect(sharedVersionMismatch(manifestWanting('^1.0.0'), '1.4.2')).toBeNull();
  });

  it('is left to the browser, with the reason, when built for another major', () => {
    expect(sharedVersionMismatch(manifestWanting('^2.0.0'), '1.4.2')).toBe('built for @tiles/shared ^2.0.0, the page runs 1.4.2');
    expect(sharedVersionMismatch(manifestWanting('^1.5.0'), '1.4.2')).toMatch(/\^1\.5\.0/);
  });

  it('a manifest that names no range (an older build) is not refused for it', () => {
    expect(sharedVersionMismatch(manifestWanting())).toBeNull();
    expect(sharedVersionMismatch({ ...manifestWanting(), shared: undefined })).toBeNull();
  });
});
