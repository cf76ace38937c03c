/**
 * Storage that never throws: private mode, full quota or a corrupt value all read as "absent",
 * so bad storage contents cost the shopper nothing.
 */
type Area = 'local' | 'session';

function area(which: Area): Storage | null {
  try {
    return which === 'local' ? globalThis.localStorage : globalThis.sessionStorage;
  } catch {
    return null;
  }
}

export function readText(key: string, which: Area = 'local'): string | null {
  try {
    return area(which)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeText(key: string, value: string, which: Area = 'local'): void {
  try {
    area(which)?.setItem(key, value);
  } catch {
    /* quota or privacy mode: the value simply is not kept */
  }
}

export function removeKey(key: string, which: Area = 'local'): void {
  try {
    area(which)?.removeItem(key);
  } catch {
    /* nothing to remove */
  }
}

/** Reads JSON and checks it with a guard; anything else reads as null. */
export function readJson<T>(key: string, guard: (v: unknown) => v is T, which: Area = 'local'): T | null {
  const text = readText(key, which);
  if (text === null) return null;
  try {
    const value: unknown = JSON.parse(text);
    return guard(value) ? value : null;
  } catch {
    return null;
  }
}

export function writeJson(key: string, value: unknown, which: Area = 'local'): void {
  writeText(key, JSON.stringify(value), which);
}
