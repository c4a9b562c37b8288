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
 * The calendar day in Ohio at an instant.
 *
 * @param instant - the instant (from the injected clock)
 */
export function ohioToday(instant: Date): FormsCalendarDate {
  const parts = Object.fromEntries(DAY_PARTS.formatToParts(instant).map((p) => [p.type, p.value]));
  return { year: Number(parts.year), month: Number(parts.month), day: Number(parts.day) };
}
