import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { expect } from 'vitest';
import { postJson, session, signUpBody } from './server-process';

/** One answer to a streamed sign-up, its body already read so no connection is left open. */
export interface SignUpAnswer {
  readonly status: number;
  readonly headers: Headers;
  readonly body: string;
  /** From sending the request to the end of the body. */
  readonly tookMs: number;
}

/** What one fault did to the stream, from its {@link SignUpStream.begin} to the next `begin` or `end`. */
export interface PhaseFigures {
  readonly name: string;
  acknowledged: number;
  answered503: number;
  longestMs: number;
  /** From the fault's end to the first acknowledged sign-up, set by the test; NaN until it is. */
  recoveryMs: number;
}

/** Sign-ups streaming to a server while a test injects faults, and what they met. */
export interface SignUpStream {
  /** How many answers of each status. */
  readonly statuses: ReadonlyMap<number, number>;
  /** Why each failed request failed: a dropped connection, or a check on its answer that threw. */
  readonly dropped: readonly string[];
  /** Every sign-up answered 201, with when its answer ended. */
  readonly acknowledged: readonly { readonly email: string; readonly at: number }[];
  /** The phases begun so far, in order. */
  readonly phases: readonly PhaseFigures[];
  /**
   * Starts a phase: answers count towards it until the next `begin` or `end`.
   *
   * @param name - the fault's name in the printed table
   * @returns the phase's figures, for the test to add what it measures itself
   */
  begin(name: string): PhaseFigures;
  /** Ends the current phase: answers from now on count towards none. */
  end(): void;
  /**
   * How long after `since` the first sign-up was acknowledged, waiting for one if none was yet.
   *
   * @param since - a `performance.now()` time, usually when the fault ended
   * @param limitMs - how long after `since` to wait before giving up with Infinity
   */
  firstAckAfter(since: number, limitMs: number): Promise<number>;
  /** Lets each writer finish its request in flight and resolves once all have. */
  stop(): Promise<void>;
}

/** Options of {@link streamSignUps}. */
export interface SignUpStreamOptions {
  /** The server, e.g. `http://127.0.0.1:1234`. */
  readonly base: string;
  /** How many writers post at once, each with a session of its own. */
  readonly writers: number;
  /** Names the test in every sign-up (see {@link signUpBody}), so it can look for its data in logs. */
  readonly tag: string;
  /**
   * The test's own checks on each answer; awaited before that writer sends again, so it may also pause
   * the writer. What it throws counts as dropped.
   */
  readonly onAnswer?: (answer: SignUpAnswer) => void | Promise<void>;
}

/**
 * Starts `writers` clients posting distinct sign-ups to /api/register, one after another each, until
 * {@link SignUpStream.stop}. Every 503 must carry a Retry-After in seconds.
 *
 * @param options - the server, how many writers, the tag and the test's own checks
 */
export function streamSignUps(options: SignUpStreamOptions): SignUpStream {
  const { base, tag, onAnswer } = options;
  const statuses = new Map<number, number>();
  const dropped: string[] = [];
  const acknowledged: { email: string; at: number }[] = [];
  const phases: PhaseFigures[] = [];
  let phase: PhaseFigures | null = null;
  let next = 0;
  let running = true;

  const writer = async () => {
    const s = await session(base);
    while (running) {
      const sent = signUpBody(tag, next++);
      const sentAt = performance.now();
      try {
        const res = await postJson(base, s, '/api/register', sent);
        const body = await res.text();
        const tookMs = performance.now() - sentAt;
        statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
        if (phase !== null) {
          phase.longestMs = Math.max(phase.longestMs, tookMs);
          if (res.status === 201) phase.acknowledged += 1;
          if (res.status === 503) phase.answered503 += 1;
        }
        if (res.status === 201) acknowledged.push({ email: sent.email, at: performance.now() });
        if (res.status === 503) expect(res.headers.get('retry-after')).toMatch(/^\d+$/);
        await onAnswer?.({ status: res.status, headers: res.headers, body, tookMs });
      } catch (error) {
        dropped.push(error instanceof Error ? error.message : String(error));
        // A refused connection fails at once: without a pause the writer would spin.
        await sleep(50);
      }
    }
  };
  const writers = Array.from({ length: options.writers }, writer);

  return {
    statuses,
    dropped,
    acknowledged,
    phases,
    begin(name) {
      phase = { name, acknowledged: 0, answered503: 0, longestMs: 0, recoveryMs: NaN };
      phases.push(phase);
      return phase;
    },
    end() {
      phase = null;
    },
    async firstAckAfter(since, limitMs) {
      while (performance.now() < since + limitMs) {
        const ack = acknowledged.find((a) => a.at > since);
        if (ack) return ack.at - since;
        await sleep(20);
      }
      return Infinity;
    },
    async stop() {
      running = false;
      await Promise.all(writers);
    },
  };
}

/**
 * What the database holds once the stream has stopped, to find acknowledged sign-ups it lost.
 *
 * @param connectionString - the database the server wrote to
 * @returns every stored email, and the shirts still in stock
 */
export async function storedSignUps(
  connectionString: string,
): Promise<{ emails: Set<string>; remaining: number }> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    const emails = new Set(
      (await client.query<{ email: string }>('SELECT email FROM registrations')).rows.map((r) => r.email),
    );
    const remaining = Number(
      (await client.query<{ remaining: string }>('SELECT remaining FROM shirt_stock')).rows[0]?.remaining,
    );
    return { emails, remaining };
  } finally {
    await client.end();
  }
}

/**
 * The Markdown table the fault tests print, a row a phase, so their tables can be set side by side.
 *
 * @param phases - the stream's phases, each with its recovery set
 * @param lost - how many acknowledged sign-ups are not stored, in every row: a loss is not pinned to a fault
 * @returns the table's lines
 */
export function faultTable(phases: readonly PhaseFigures[], lost: number): string[] {
  return [
    '| Fault | Acknowledged during | Lost | 503 | Longest request | Recovery |',
    '| --- | ---: | ---: | ---: | ---: | ---: |',
    ...phases.map(
      (p) =>
        `| ${p.name} | ${p.acknowledged} | ${lost} | ${p.answered503} | ${Math.round(p.longestMs)} ms | ${Math.round(p.recoveryMs)} ms |`,
    ),
  ];
}
