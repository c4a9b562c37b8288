import { describe, expect, it } from 'vitest';
import { DeadlineError } from '../../site/server/data/deadline';
import { DatabaseError, DatabaseUnavailableError } from '../../site/server/data/errors';
import { DatabaseHealth } from '../../site/server/data/health';

/** A call that stays pending until released. */
function pendingCall(): { promise: Promise<string>; resolve(): void; reject(error: unknown): void } {
  let resolve!: (value: string) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<string>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return {
    promise,
    resolve: () => {
      resolve('ok');
    },
    reject,
  };
}

describe('DatabaseHealth (data/health.ts)', () => {
  it('sheds load: beyond maxWaiting calls at once, the next is refused at once with a 503 error', async () => {
    const health = new DatabaseHealth({ maxWaiting: 2 });
    const a = pendingCall();
    const b = pendingCall();
    const first = health.run(() => a.promise);
    const second = health.run(() => b.promise);
    expect(health.waiting).toBe(2);
    await expect(health.run(() => Promise.resolve('never'))).rejects.toBeInstanceOf(DatabaseUnavailableError);
    a.resolve();
    await first;
    expect(await health.run(() => Promise.resolve('room again'))).toBe('room again');
    b.resolve();
    await second;
  });

  it('once a call finds the database down, lets one probe through at a time and refuses the rest at once', async () => {
    const health = new DatabaseHealth({ maxWaiting: 100 });
    await expect(health.run(() => Promise.reject(new DeadlineError('test')))).rejects.toBeInstanceOf(
      DeadlineError,
    );
    expect(health.down).toBe(true);
    const probe = pendingCall();
    const probing = health.run(() => probe.promise);
    let ran = false;
    await expect(
      health.run(() => {
        ran = true;
        return Promise.resolve('x');
      }),
    ).rejects.toMatchObject({ code: 'SHED' });
    expect(ran).toBe(false);
    probe.resolve();
    await probing;
    expect(health.down).toBe(false);
    expect(await health.run(() => Promise.resolve('up'))).toBe('up');
  });

  it('counts any answer from the database, a refusal included, as the database being up', async () => {
    const health = new DatabaseHealth({ maxWaiting: 100 });
    await expect(
      health.run(() => Promise.reject(new DatabaseUnavailableError('gone', 'ECONNRESET'))),
    ).rejects.toThrow();
    expect(health.down).toBe(true);
    await expect(
      health.run(() => Promise.reject(new DatabaseError('23505', 'duplicate key', {}))),
    ).rejects.toBeInstanceOf(DatabaseError);
    expect(health.down).toBe(false);
  });
});
