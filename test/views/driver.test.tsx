import { render, screen, act } from '@testing-library/react';
import { StrictMode } from 'react';
import { describe, expect, it } from 'vitest';
import type { EngineModule, Step } from '../../engine';
import { createDriver, RuntimeProvider, useEngine } from '../../views';
import { createTestRuntime } from '../support/test-runtime';

/** A tiny module: counts ticks every 100 ms while on; emits and focuses so effect order can be seen. */
interface S {
  readonly on: boolean;
  readonly count: number;
  readonly nextAt: number | null;
}
type E = { readonly type: 'toggle' } | { readonly type: 'noop' };
const PERIOD = 100;
const counter: EngineModule<S, E, { startOn: boolean }> = {
  name: 'counter',
  init: ({ startOn }, at): Step<S> => ({
    state: { on: startOn, count: 0, nextAt: startOn ? at + PERIOD : null },
    effects: [{ type: 'log', level: 'warn', message: 'init' }],
  }),
  step(state, event) {
    if (event.type === 'noop') return { state, effects: [] };
    if (event.type === 'toggle') {
      const on = !state.on;
      return {
        state: { ...state, on, nextAt: on ? event.at + PERIOD : null },
        effects: [{ type: 'focus', target: 'x' }],
      };
    }
    let { count, nextAt } = state;
    while (nextAt !== null && nextAt <= event.at) {
      count++;
      nextAt += PERIOD;
    }
    return count === state.count
      ? { state, effects: [] }
      : { state: { ...state, count, nextAt }, effects: [] };
  },
  nextDeadline: (s) => s.nextAt,
};

describe('the store driver', () => {
  it('is idle until started: no timer, no init effects', () => {
    const runtime = createTestRuntime();
    createDriver(counter, { startOn: true }, runtime);
    expect(runtime.clock.pending()).toBe(0);
    expect(runtime.logged).toEqual([]);
  });

  it('runs init effects once, keeps ONE timer armed for nextDeadline, and stops cleanly', () => {
    const runtime = createTestRuntime();
    const driver = createDriver(counter, { startOn: true }, runtime);
    driver.start();
    driver.start();
    expect(runtime.logged).toHaveLength(1);
    expect(runtime.clock.pending()).toBe(1);
    runtime.clock.advance(350);
    expect(driver.store.getState().count).toBe(3);
    expect(runtime.clock.pending()).toBe(1);
    driver.stop();
    expect(runtime.clock.pending()).toBe(0);
    runtime.clock.advance(1000);
    expect(driver.store.getState().count).toBe(3);
  });

  it('catches up on start when deadlines passed while it was stopped (one late tick)', () => {
    const runtime = createTestRuntime();
    const driver = createDriver(counter, { startOn: true }, runtime);
    runtime.clock.advance(1000);
    driver.start();
    expect(driver.store.getState().count).toBe(10);
  });

  it('keeps the same state object when the event does not apply (no store notification)', () => {
    const runtime = createTestRuntime();
    const driver = createDriver(counter, { startOn: false }, runtime);
    let notified = 0;
    driver.store.subscribe(() => notified++);
    const before = driver.store.getState();
    driver.send({ type: 'noop' });
    expect(driver.store.getState()).toBe(before);
    expect(notified).toBe(0);
  });

  it('commits the state before running effects', () => {
    const runtime = createTestRuntime();
    const seen: boolean[] = [];
    const driver = createDriver(
      counter,
      { startOn: false },
      {
        ...runtime,
        focus: () => seen.push(driver.store.getState().on),
      },
    );
    driver.start();
    driver.send({ type: 'toggle' });
    expect(seen).toEqual([true]);
  });

  it('is safe under React StrictMode: one timer, init effects once, none after unmount', () => {
    const runtime = createTestRuntime();
    function View() {
      const { state } = useEngine(counter, { startOn: true });
      return <p>count {state.count}</p>;
    }
    const { unmount } = render(
      <StrictMode>
        <RuntimeProvider runtime={runtime}>
          <View />
        </RuntimeProvider>
      </StrictMode>,
    );
    expect(runtime.clock.pending()).toBe(1);
    expect(runtime.logged).toHaveLength(1);
    act(() => {
      runtime.clock.advance(200);
    });
    expect(screen.getByText('count 2')).toBeInTheDocument();
    unmount();
    expect(runtime.clock.pending()).toBe(0);
  });
});
