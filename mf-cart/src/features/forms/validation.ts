import type { TranslateOf } from '@tiles/shared';
import type { formMessages } from './i18n/messages';

/** Field checks shared by the account and checkout forms; each returns the message shown next to the field. */
export type Errors<K extends string> = Partial<Record<K, string>>;
/** The forms' strings in the page language (`formMessages.useT()`). */
export type FormT = TranslateOf<typeof formMessages>;

export const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function required(value: string, label: string, t: FormT): string | undefined {
  return value.trim() ? undefined : t('required', { field: label });
}

export function email(value: string, t: FormT): string | undefined {
  if (!value.trim()) return t('emailRequired');
  return EMAIL_RE.test(value.trim()) ? undefined : t('emailInvalid');
}

export function password(value: string, t: FormT): string | undefined {
  if (!value) return t('passwordRequired');
  return value.length >= 8 ? undefined : t('passwordShort');
}

export const hasErrors = <K extends string>(errors: Errors<K>): boolean => Object.values(errors).some(Boolean);
