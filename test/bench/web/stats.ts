/**
 * The benches' arithmetic, kept apart from browsers and servers so vitest can check it
 * (test/server/bench-stats.test.ts): medians, percentiles, ratios to a baseline and how they are printed.
 */

/** The median of the defined, finite values (the mean of the middle two for an even count); undefined if none. */
export function median(values: readonly (number | undefined)[]): number | undefined {
  const sorted = values
    .filter((v): v is number => v !== undefined && Number.isFinite(v))
    .sort((a, b) => a - b);
  if (sorted.length === 0) return undefined;
  const mid = Math.floor(sorted.length / 2);
  const hi = sorted[mid] ?? NaN;
  return sorted.length % 2 === 1 ? hi : ((sorted[mid - 1] ?? NaN) + hi) / 2;
}

/**
 * The nearest-rank percentile `p` (0-100] of some values: the smallest value with at least p% of the
 * values at or below it. NaN when there are none.
 */
export function percentile(values: readonly number[], p: number): number {
  if (!(p > 0 && p <= 100)) throw new RangeError(`percentile wants 0 < p <= 100, got ${p}`);
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

/** `value / baseline`, or undefined when either is missing or the baseline is not positive. */
export function ratio(value: number | undefined, baseline: number | undefined): number | undefined {
  if (value === undefined || baseline === undefined) return undefined;
  if (!Number.isFinite(value) || !Number.isFinite(baseline) || baseline <= 0) return undefined;
  return value / baseline;
}

/** A ratio as the tables print it ("1.07x"), "n/a" when there is none. */
export function formatRatio(r: number | undefined): string {
  return r === undefined ? 'n/a' : `${r.toFixed(2)}x`;
}

/** A response body as the throughput bench identifies it: its size and a digest of its bytes as sent. */
export interface BodyIdentity {
  readonly bodyBytes: number;
  /** SHA-256 of the body as sent (compressed, when it was), hex. */
  readonly bodySha256: string;
}

/**
 * Whether the site and its baseline sent the very same body, as the throughput table prints it: "same
 * bytes" (the ratio then measures the servers alone), else "different bytes" with the site's size over
 * the baseline's (the ratio then mixes page weight with server overhead).
 */
export function bodyComparison(site: BodyIdentity, baseline: BodyIdentity): string {
  if (site.bodyBytes === baseline.bodyBytes && site.bodySha256 === baseline.bodySha256) return 'same bytes';
  return `different bytes (${formatRatio(ratio(site.bodyBytes, baseline.bodyBytes))} the size)`;
}

/** A difference to the baseline's count as printed ("+3", "0", "-1"). */
export function formatDelta(value: number, baseline: number): string {
  const d = value - baseline;
  return d > 0 ? `+${d}` : String(d);
}

/** Whether a figure meets its target, as printed: "yes", "NO" or "n/a". */
export function meets(value: number | undefined, ok: (v: number) => boolean): string {
  if (value === undefined || !Number.isFinite(value)) return 'n/a';
  return ok(value) ? 'yes' : 'NO';
}

/** An Event Timing entry as the interaction bench reads it from the page. */
export interface EventTiming {
  readonly interactionId: number;
  readonly duration: number;
}

/**
 * Each interaction's duration, as INP counts it: the longest event entry of the interaction (a click is a
 * pointerdown, a pointerup and a click; a key press a keydown and a keyup), by interaction id. Entries
 * without an interaction id (0: mouseover, scroll, ...) are not interactions.
 */
export function interactionDurations(entries: readonly EventTiming[]): number[] {
  const longest = new Map<number, number>();
  for (const { interactionId, duration } of entries) {
    if (interactionId === 0) continue;
    longest.set(interactionId, Math.max(longest.get(interactionId) ?? 0, duration));
  }
  return [...longest.values()];
}

/** An Event Timing entry with its phases, as the interaction bench's --detail reads it. */
export interface EventPhasesEntry extends EventTiming {
  readonly startTime: number;
  readonly processingStart: number;
  readonly processingEnd: number;
}

/** Where an interaction's time went, in ms: INP's three parts. */
export interface InteractionPhases {
  readonly duration: number;
  /** From the input to the first handler (the main thread was busy, or not scheduled). */
  readonly inputDelay: number;
  /** From the first handler of the interaction's events to the end of the last. */
  readonly processing: number;
  /** From the end of the handlers to the next paint (style, layout, paint, the frame). */
  readonly presentation: number;
}

/** Event Timing rounds durations to 8 ms: entries whose ends are this close were presented by one paint. */
const EVENT_TIMING_GRANULARITY_MS = 8;

/**
 * The longest interaction's phases. A click's pointerdown, pointerup and click usually end at one paint:
 * those entries share the span, from the earliest start, with handlers from the first one's processing
 * start to the last one's end. A key's keyup is painted apart from its keydown, so only the entries that
 * end with the longest one count. Undefined when no entry belongs to an interaction.
 */
export function longestInteractionPhases(
  entries: readonly EventPhasesEntry[],
): InteractionPhases | undefined {
  const end = (e: EventPhasesEntry): number => e.startTime + e.duration;
  let longest: EventPhasesEntry | undefined;
  for (const entry of entries) {
    if (entry.interactionId !== 0 && (longest === undefined || entry.duration > longest.duration))
      longest = entry;
  }
  if (longest === undefined) return undefined;
  const last = end(longest);
  const group = entries.filter(
    (e) =>
      e.interactionId === longest.interactionId && Math.abs(end(e) - last) <= EVENT_TIMING_GRANULARITY_MS,
  );
  const start = Math.min(...group.map((e) => e.startTime));
  const processingStart = Math.min(...group.map((e) => e.processingStart));
  const processingEnd = Math.max(...group.map((e) => e.processingEnd));
  return {
    duration: longest.duration,
    inputDelay: processingStart - start,
    processing: processingEnd - processingStart,
    presentation: last - processingEnd,
  };
}

/** How a burst of sign-ups was answered. */
export interface SignUpOutcome {
  readonly accepted: number;
  /** 409: no shirts left. */
  readonly refused: number;
  readonly other4xx: number;
  readonly server5xx: number;
  /** No HTTP answer at all (connection refused or reset). */
  readonly failed: number;
}

/** Counts the answers of a burst of sign-ups (status 0 for a request that got no answer). */
export function signUpOutcome(statuses: readonly number[]): SignUpOutcome {
  const count = (test: (s: number) => boolean): number => statuses.filter(test).length;
  return {
    accepted: count((s) => s === 201),
    refused: count((s) => s === 409),
    other4xx: count((s) => s >= 400 && s < 500 && s !== 409),
    server5xx: count((s) => s >= 500),
    failed: count((s) => s === 0),
  };
}
