import semver from 'semver';
import sharedPackage from '@tiles/shared/package.json';
import type { Manifest } from './manifests';

/** The @tiles/shared the page runs: the shell provides it to every remote as a federation singleton. */
export const PAGE_SHARED_VERSION = sharedPackage.version;

/**
 * Why a remote cannot render on the server for this page, or null. Its server container runs on the shell's
 * @tiles/shared as its browser code on the page's singleton: one built for another major (its manifest's
 * `requiredVersion`) is rendered by the browser, with this reason logged once, never a silent mismatch.
 */
export function sharedVersionMismatch(manifest: Manifest, pageVersion = PAGE_SHARED_VERSION): string | null {
  const wanted = manifest.shared?.find((s) => s.name === '@tiles/shared')?.requiredVersion;
  return !wanted || semver.satisfies(pageVersion, wanted) ? null : `built for @tiles/shared ${wanted}, the page runs ${pageVersion}`;
}
