import type { FormsCalendarDate } from '@play-smart/engine';

/** Ohio's time zone: a birthday starts at midnight in Ohio, not in UTC or wherever the server runs. */
export const SITE_TIME_ZONE = 'America/New_York';

const DAY_PARTS = new Intl.DateTimeFormat('en-US', {
  timeZone: SITE_TIME_ZONE,
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
});

/**
 * A day can only begin on a whole second: no time zone has ever been offset from UTC by a fraction of
 * one (Ohio's own offsets are whole hours; local mean time before 1883 was whole seconds).
 */
const MS_PER_SECOND = 1000;

/** The last day worked out, for the second it was worked out for. */
let last: { readonly second: number; readonly day: FormsCalendarDate } | undefined;

/**
 * The calendar day in Ohio at an instant. Every sign-up asks, and asking Intl costs several
 * microseconds, so the answer is kept for the rest of its second: a burst of sign-ups asks once.
 *
 * @param instant - the instant (from the injected clock)
 */
export function ohioToday(instant: Date): FormsCalendarDate {
  const second = Math.floor(instant.getTime() / MS_PER_SECOND);
  if (last?.second === second) return last.day;
  const parts = Object.fromEntries(DAY_PARTS.formatToParts(instant).map((p) => [p.type, p.value]));
  const day = { year: Number(parts.year), month: Number(parts.month), day: Number(parts.day) };
  last = { second, day };
  return day;
}
