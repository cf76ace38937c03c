export interface ReleaseRecord {
  id: string;
  remote: string;
  version: string;
  server: { file: string; integrity: string };
  files: Record<string, string>;
}
export interface RemotesFile {
  remotes: Record<string, string>;
  settings: object;
  pins?: Record<string, { release: string; serverIntegrity: string; previous?: string; canary?: object; withdrawn?: object }>;
}
export const RECORD: string;
export const RELEASE_ID: RegExp;
export function filesOf(dir: string, prefix?: string): string[];
export function recordOf(dir: string, meta: { remote: string; version: string }): ReleaseRecord;
export function writeRelease(staging: string, releasesDir: string, meta: { remote: string; version: string }): ReleaseRecord;
export function readRelease(releasesDir: string, id: string): ReleaseRecord;
export function listReleases(releasesDir: string): string[];
export function pinned(remotesConfig: RemotesFile, remote: string, record: ReleaseRecord, base?: string): RemotesFile;
export function withCanary(
  remotesConfig: RemotesFile,
  remote: string,
  record: ReleaseRecord,
  trial: { percent: number; minPages?: number; margin?: number },
): RemotesFile;
export function writeAtomically(file: string, text: string): void;
