/** Field checks shared by the account and checkout forms; each returns the message shown next to the field. */
export type Errors<K extends string> = Partial<Record<K, string>>;

export const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function required(value: string, label: string): string | undefined {
  return value.trim() ? undefined : `${label} is required.`;
}

export function email(value: string): string | undefined {
  if (!value.trim()) return 'Email is required.';
  return EMAIL_RE.test(value.trim()) ? undefined : 'Enter a valid email address, like name@example.com.';
}

export function password(value: string): string | undefined {
  if (!value) return 'Password is required.';
  return value.length >= 8 ? undefined : 'Use at least 8 characters.';
}

export const hasErrors = <K extends string>(errors: Errors<K>): boolean => Object.values(errors).some(Boolean);
