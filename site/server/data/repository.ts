import type { IdempotencyStore, KeyedAnswer } from './idempotency';

/**
 * What the HTTP routes and the staff tools need from storage, independent of the SQL behind it.
 * Implemented in ./sql-repository.ts on top of the database port.
 */

/** A validated registration, as stored (dob as YYYY-MM-DD, email normalised). */
export interface RegistrationRecord {
  readonly first_name: string;
  readonly last_name: string;
  readonly dob: string;
  readonly address_1: string;
  readonly address_2: string;
  readonly city: string;
  readonly state: string;
  readonly postal_code: string;
  readonly email: string;
  readonly opt_in: boolean;
  readonly shirt_size: string;
  /** The game whose end screen sent the visitor (e.g. gambler-quiz), if any. */
  readonly source: string | null;
}

/** The result of a sign-up attempt. */
export type RegisterOutcome =
  | {
      readonly ok: true;
      readonly id: number;
      /**
       * Shirts left when the sign-up's transaction committed (the stock row was locked through it): the
       * page settings take it as a fresh read, so pages need not ask the database after each sign-up.
       */
      readonly stockLeft: number;
    }
  | { readonly ok: false; readonly reason: 'duplicate-email' | 'duplicate-person' | 'out-of-stock' };

/**
 * Scroll-game score statistics, as GET /api/scroll-games sends them: the maximum and the 99th, 75th, 60th and 25th
 * percentiles.
 */
export interface ScoreStats {
  readonly top_score: number;
  readonly top_top: number;
  readonly top_twenty_five: number;
  readonly top_forty: number;
  readonly top_seventy_five: number;
}

/** One exported registration row, with its id and creation time. */
export interface ExportedRegistration extends RegistrationRecord {
  readonly id: number;
  readonly created_at: string;
}

/** A validated contact message, as stored (email trimmed). */
export interface ContactMessageRecord {
  /** accessibility, question or delete-my-data. */
  readonly topic: string;
  readonly name: string;
  readonly email: string;
  readonly message: string;
}

/** One exported contact message, with its id and creation time. */
export interface ExportedContactMessage extends ContactMessageRecord {
  readonly id: number;
  readonly created_at: string;
}

/** Storage operations. Every method is safe to call concurrently from many requests. */
export interface Repository {
  /** Resolves when the database answers a trivial query; rejects when it cannot (readiness checks). */
  ping(): Promise<void>;
  /**
   * Stores a sign-up and takes one shirt from stock in ONE transaction, so stock can never be oversold;
   * refuses a second sign-up by the same normalised email, or the same name + dob + address. With
   * `answer`, a stored sign-up's idempotency key and answer are written in the same transaction.
   */
  register(record: RegistrationRecord, answer?: KeyedAnswer): Promise<RegisterOutcome>;
  /** The idempotency keys of form submissions (data/idempotency.ts). */
  readonly idempotency: IdempotencyStore;
  /** Shirts left. */
  stockRemaining(): Promise<number>;
  /** Sets the shirts left (staff tool). */
  setStock(count: number): Promise<void>;
  /** Records a scroll-game score and updates the statistics in the same transaction. */
  addScore(score: number): Promise<void>;
  /** Current statistics, or null when there are no scores yet. Cost independent of the number of scores. */
  scoreStats(): Promise<ScoreStats | null>;
  /** Streams every registration, oldest first, to `onRow`; returns how many. */
  exportRegistrations(onRow: (row: ExportedRegistration) => void | Promise<void>): Promise<number>;
  /** Deletes registrations created before `cutoff`; returns how many. */
  purgeRegistrationsBefore(cutoff: Date): Promise<number>;
  /**
   * Stores a contact message (and, with `answer`, its idempotency key in the same transaction); returns
   * its id.
   *
   * @throws IdempotencyKeyTakenError (storing nothing) when the key was taken meanwhile
   */
  storeContactMessage(record: ContactMessageRecord, answer?: KeyedAnswer): Promise<number>;
  /** Streams every contact message, oldest first, to `onRow`; returns how many. */
  exportContactMessages(onRow: (row: ExportedContactMessage) => void | Promise<void>): Promise<number>;
  /** Deletes contact messages created before `cutoff`; returns how many. */
  purgeContactMessagesBefore(cutoff: Date): Promise<number>;
}
