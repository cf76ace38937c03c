import type { TranslateOf } from '@tiles/shared';
import type { newPasswordMessages } from './i18n/messages';

export type NewPasswordT = TranslateOf<typeof newPasswordMessages>;

/** A new password typed twice: the second must match the first. */
export function confirmation(password: string, confirm: string, t: NewPasswordT): string | undefined {
  return password === confirm ? undefined : t('passwordsDiffer');
}
