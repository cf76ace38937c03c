// Immutable releases of one remote and the pins that choose them (see README "Deploy: release, pin, roll back").
// A release is a remote's whole build (browser and server halves) in `releases/<workspace>/<id>/`, never overwritten;
// its record (release.json) holds every file's SHA-384 and the server container's, which a pin copies into the
// remotes file: the shell runs only a container with exactly those bytes.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const RECORD = 'release.json';
/** `<version>-<12 hex>`: readable, and safe in a URL path and a folder name. */
export const RELEASE_ID = /^[0-9A-Za-z.+-]{1,40}-[0-9a-f]{12}$/;
const INTEGRITY = /^sha384-[A-Za-z0-9+/]{64}$/;

const sha384 = (bytes) => `sha384-${createHash('sha384').update(bytes).digest('base64')}`;

/** Every file under `dir` (relative, `/`-separated, sorted), the release record left out. */
export function filesOf(dir, prefix = '') {
  return readdirSync(path.join(dir, prefix), { withFileTypes: true })
    .flatMap((e) => {
      const rel = prefix ? `${prefix}/${e.name}` : e.name;
      return e.isDirectory() ? filesOf(dir, rel) : rel === RECORD ? [] : [rel];
    })
    .sort();
}

/** The record of a build folder: the id from its content (names and bytes) and version, each file's SHA-384. */
export function recordOf(dir, { remote, version }) {
  const files = Object.fromEntries(filesOf(dir).map((f) => [f, sha384(readFileSync(path.join(dir, f)))]));
  const content = createHash('sha256');
  for (const [file, hash] of Object.entries(files)) content.update(`${file}\0${hash}\n`);
  const ssr = JSON.parse(readFileSync(path.join(dir, 'server/ssr.json'), 'utf8'));
  const container = `server/${ssr.file}`;
  if (!files[container] || files[container] !== ssr.integrity)
    throw new Error(`${dir}: server/ssr.json does not name a container of this build with its SHA-384`);
  const id = `${String(version).replace(/[^0-9A-Za-z.+-]/g, '')}-${content.digest('hex').slice(0, 12)}`;
  return { id, remote, version, server: { file: container, integrity: ssr.integrity }, files };
}

/**
 * Moves the build in `staging` to `releases/<id>/` and answers its record. A release with that id already there is
 * never overwritten: the same bytes answer its record (a rebuild of the same code), other bytes are refused.
 */
export function writeRelease(staging, releasesDir, meta) {
  const record = recordOf(staging, meta);
  const dest = path.join(releasesDir, record.id);
  if (existsSync(dest)) {
    const held = readRelease(releasesDir, record.id);
    rmSync(staging, { recursive: true, force: true });
    if (JSON.stringify(held.files) !== JSON.stringify(record.files))
      throw new Error(`release ${record.id} exists with other bytes: a release is never overwritten`);
    return held;
  }
  writeFileSync(path.join(staging, RECORD), `${JSON.stringify(record, null, 2)}\n`);
  mkdirSync(releasesDir, { recursive: true });
  renameSync(staging, dest); // atomic: a half-copied release is never visible under its id
  return record;
}

/** A release's record, checked: its id's form and its server container's integrity. */
export function readRelease(releasesDir, id) {
  if (!RELEASE_ID.test(id)) throw new Error(`not a release id: ${JSON.stringify(id)}`);
  const file = path.join(releasesDir, id, RECORD);
  if (!existsSync(file)) throw new Error(`no release ${id} in ${releasesDir}`);
  const record = JSON.parse(readFileSync(file, 'utf8'));
  if (record.id !== id || !INTEGRITY.test(record.server?.integrity ?? '')) throw new Error(`${file}: not a release record`);
  return record;
}

/** The releases of a remote, newest first (by the time each was written). */
export function listReleases(releasesDir) {
  if (!existsSync(releasesDir)) return [];
  return readdirSync(releasesDir)
    .filter((id) => RELEASE_ID.test(id) && existsSync(path.join(releasesDir, id, RECORD)))
    .sort((a, b) => statSync(path.join(releasesDir, b, RECORD)).mtimeMs - statSync(path.join(releasesDir, a, RECORD)).mtimeMs);
}

/** The hashes the browser checks of a release: its manifest and its remote entry (the federation runtime loads both). */
function browserIntegrityOf(record) {
  const files = Object.fromEntries(
    ['mf-manifest.json', 'remoteEntry.js'].filter((f) => record.files?.[f]).map((f) => [f, record.files[f]]),
  );
  return Object.keys(files).length ? { browserIntegrity: files } : {};
}

/**
 * The remotes file with `remote` pinned to `record`: its manifest URL names the release (`<base><id>/mf-manifest.json`,
 * the base by default the one the remote's current URL has, else its origin's `/releases/`), its server container's
 * SHA-384 beside it. The previous pin is kept for a roll back.
 */
export function pinned(remotesConfig, remote, record, base) {
  const current = remotesConfig.remotes?.[remote];
  if (!current) throw new Error(`the remotes file names no remote ${remote}`);
  const before = remotesConfig.pins?.[remote];
  const releasesBase = base ?? (before ? new URL('..', current).href : new URL('/releases/', current).href);
  return {
    ...remotesConfig,
    remotes: { ...remotesConfig.remotes, [remote]: new URL(`${record.id}/mf-manifest.json`, releasesBase).href },
    pins: {
      ...remotesConfig.pins,
      [remote]: {
        release: record.id,
        serverIntegrity: record.server.integrity,
        ...browserIntegrityOf(record),
        ...(before && { previous: before.release }),
      },
    },
  };
}

/**
 * The remotes file with `record` tried on `percent` % of shoppers beside the remote's pinned release (a sibling folder
 * of it on the same host); `minPages`/`margin`: when the shell withdraws it by itself. Pinning an id ends the trial.
 */
export function withCanary(remotesConfig, remote, record, { percent, minPages, margin }) {
  const pin = remotesConfig.pins?.[remote];
  if (!pin) throw new Error(`${remote} is not pinned to a release: pin one first, then try a candidate beside it`);
  if (pin.release === record.id) throw new Error(`${record.id} is the pinned release itself`);
  if (!(percent > 0 && percent <= 100)) throw new Error('--percent must be a share above 0 and at most 100');
  const given = Object.entries({ minPages, margin }).filter(([, v]) => v !== undefined); // else the shell's defaults
  const canary = {
    release: record.id,
    serverIntegrity: record.server.integrity,
    ...browserIntegrityOf(record),
    percent,
    ...Object.fromEntries(given),
  };
  const next = { ...pin, canary };
  delete next.withdrawn; // a new trial: the last one's verdict no longer applies
  return { ...remotesConfig, pins: { ...remotesConfig.pins, [remote]: next } };
}

/** Writes `file` whole or not at all (a shell worker re-reading it never sees half of it). */
export function writeAtomically(file, text) {
  const tmp = `${file}.${process.pid}.tmp`;
  writeFileSync(tmp, text);
  renameSync(tmp, file);
}
