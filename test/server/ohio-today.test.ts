/** The day in Ohio, kept for the rest of its second: never the day before once midnight has passed. */
import { describe, expect, it } from 'vitest';
import { ohioToday } from '../../site/server/http/today';

describe('ohioToday', () => {
  it('turns at midnight in Ohio, not in UTC, even asked within the same second before', () => {
    // 2026-01-15 is in EST (UTC-5): midnight in Ohio is 05:00 UTC.
    expect(ohioToday(new Date('2026-01-15T04:59:59.998Z'))).toEqual({ year: 2026, month: 1, day: 14 });
    expect(ohioToday(new Date('2026-01-15T04:59:59.999Z'))).toEqual({ year: 2026, month: 1, day: 14 });
    expect(ohioToday(new Date('2026-01-15T05:00:00.000Z'))).toEqual({ year: 2026, month: 1, day: 15 });
    // In EDT (UTC-4), midnight is 04:00 UTC.
    expect(ohioToday(new Date('2026-07-04T03:59:59.999Z'))).toEqual({ year: 2026, month: 7, day: 3 });
    expect(ohioToday(new Date('2026-07-04T04:00:00.000Z'))).toEqual({ year: 2026, month: 7, day: 4 });
  });

  it('answers for the instant asked about, going back in time too', () => {
    expect(ohioToday(new Date('2026-07-04T04:00:00.500Z'))).toEqual({ year: 2026, month: 7, day: 4 });
    expect(ohioToday(new Date('2020-02-29T17:00:00.000Z'))).toEqual({ year: 2020, month: 2, day: 29 });
  });
});
