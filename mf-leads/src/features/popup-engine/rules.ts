/** Business constants of the popup engine (spec §9), written once. */
export const SECOND = 1000;
export const MINUTE = 60 * SECOND;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

/** The time-based get-in-touch popup: 30 s, 1 min, 2 min and 5 min after the day's start time. */
export const TIMED_SLOTS_MS = [30 * SECOND, MINUTE, 2 * MINUTE, 5 * MINUTE] as const;
/** The promo image, for visits from an external referrer. */
export const PROMO_DELAY_MS = 90 * SECOND;
/** A filled form keeps popups away this long, then it is cleared. */
export const FILLED_TTL_MS = 15 * DAY;
/** Automatic popups wait until the shopper has stopped typing elsewhere for this long. */
export const TYPING_IDLE_MS = 1500;

/** The calendar day (local time) a timestamp falls on, e.g. 2025-03-09. */
export function localDay(now: number): string {
  const d = new Date(now);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

/** Remaining cool-down, as the shopper sees it: whole days and whole hours. */
export function remainingDaysHours(whenFormFilled: string, now: number): { days: number; hours: number } {
  const left = Math.max(0, Date.parse(whenFormFilled) + FILLED_TTL_MS - now);
  const totalHours = Math.floor(left / HOUR);
  return { days: Math.floor(totalHours / 24), hours: totalHours % 24 };
}

export function isExternalReferrer(referrer: string, host: string): boolean {
  if (!referrer) return false;
  try {
    return new URL(referrer).host !== host;
  } catch {
    return false;
  }
}
