/**
 * The transaction guard still catches a query inside a transaction, while its storage (and with it, on
 * Node 20, the process's async hooks) is switched off between transactions; it checks under the tests
 * and in development only, so a production server never switches the async hooks on.
 */
import { executionAsyncResource } from 'node:async_hooks';
import { describe, expect, it } from 'vitest';
import { TransactionGuard, transactionChecksOn } from '../../site/server/data/tx-guard';

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

describe('when the guard checks', () => {
  it('checks under the tests and in development, not in production or with NODE_ENV unset', () => {
    expect(transactionChecksOn({ NODE_ENV: 'test' })).toBe(true);
    expect(transactionChecksOn({ NODE_ENV: 'development' })).toBe(true);
    expect(transactionChecksOn({ NODE_ENV: 'production' })).toBe(false);
    expect(transactionChecksOn({})).toBe(false);
    // These tests run under vitest, which sets NODE_ENV=test: the adapters' guards check here.
    expect(new TransactionGuard().checks).toBe(true);
  });

  it('without checks, runs the transaction without a storage: nothing is set on the async resources', async () => {
    const guard = new TransactionGuard(false);
    expect(guard.checks).toBe(false);
    const symbolsOf = (resource: object) => Object.getOwnPropertySymbols(resource).length;
    let inside = -1;
    await guard.within(async () => {
      await tick();
      // An AsyncLocalStorage in use keeps its store on the current resource under a symbol of its own.
      inside = symbolsOf(executionAsyncResource());
      guard.assertOutside();
      return Promise.resolve();
    });
    await tick();
    expect(inside).toBe(symbolsOf(executionAsyncResource()));
  });
});
