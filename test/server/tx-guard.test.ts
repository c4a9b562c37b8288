/**
 * The transaction guard still catches a query inside a transaction, while its storage (and with it, on
 * Node 20, the process's async hooks) is switched off between transactions.
 */
import { describe, expect, it } from 'vitest';
import { TransactionGuard } from '../../site/server/data/tx-guard';

const tick = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

describe('the transaction guard', () => {
  it('refuses from inside a transaction, in every transaction, and not outside', async () => {
    const guard = new TransactionGuard();
    for (let round = 0; round < 2; round += 1) {
      await expect(
        guard.within(async () => {
          await tick();
          guard.assertOutside();
        }),
      ).rejects.toThrow(/inside a transaction/);
      expect(() => {
        guard.assertOutside();
      }).not.toThrow();
    }
  });

  it('stays on while another transaction is still running', async () => {
    const guard = new TransactionGuard();
    let finishFirst = (): void => {};
    const first = guard.within(() => new Promise<void>((resolve) => (finishFirst = resolve)));
    await guard.within(async () => {
      await tick();
    });
    const second = guard.within(async () => {
      await tick();
      guard.assertOutside();
    });
    await expect(second).rejects.toThrow(/inside a transaction/);
    finishFirst();
    await first;
  });
});
