import { render, screen, act } from '@testing-library/react';
import { StrictMode } from 'react';
import { describe, expect, it } from 'vitest';
import type { EngineModule, ResponseEvent, Step } from '@play-smart/engine';
import {
  createDriver,
  RuntimeProvider,
  shallowEqual,
  useEngine,
  useEngineSelector,
  type Driver,
} from '../../views';
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
      const driver = useEngine(counter, { startOn: true });
      const count = useEngineSelector(driver, (s) => s.count);
      return <p>count {count}</p>;
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

/**
 * A module that exercises every other effect path: it asks for a request on init and keeps the answer,
 * emits a root event and navigates on 'go', and listens to `modal:close` through the bus.
 */
interface R {
  readonly answers: readonly { key: string; ok: boolean; status: number | null; body: unknown }[];
  readonly closes: number;
}
type RE = { readonly type: 'go' } | { readonly type: 'closed' } | ResponseEvent;
const requester: EngineModule<R, RE, { url: string }> = {
  name: 'requester',
  init: ({ url }) => ({
    state: { answers: [], closes: 0 },
    effects: [{ type: 'request', key: 'first', method: 'GET', url }],
  }),
  step(state, event) {
    switch (event.type) {
      case 'response': {
        const { key, ok, status, body } = event;
        return { state: { ...state, answers: [...state.answers, { key, ok, status, body }] }, effects: [] };
      }
      case 'closed':
        return { state: { ...state, closes: state.closes + 1 }, effects: [] };
      case 'go':
        return {
          state,
          effects: [
            { type: 'emit', event: 'form:submitted', payload: { formType: 'test' } },
            { type: 'navigate', url: '/games/gambler-quiz' },
          ],
        };
      case 'tick':
        return { state, effects: [] };
    }
  },
  nextDeadline: () => null,
};

/** Resolves when the driver's store first holds an answer: a request is answered on a later task. */
function firstAnswer(driver: Driver<R, RE>): Promise<void> {
  return new Promise((resolve) => {
    const check = () => {
      if (driver.store.getState().answers.length === 0) return;
      unsubscribe();
      resolve();
    };
    const unsubscribe = driver.store.subscribe(check);
    check();
  });
}

describe('the store driver: requests, root events and navigation', () => {
  it('performs a request effect and hands the answer back as a typed response event', async () => {
    const runtime = createTestRuntime({
      respond: (req) => ({ ok: true, status: 200, body: { echo: req.url } }),
    });
    const driver = createDriver(requester, { url: '/api/x' }, runtime);
    driver.start();
    expect(runtime.requests).toEqual([{ method: 'GET', url: '/api/x', body: undefined }]);
    await firstAnswer(driver);
    expect(driver.store.getState().answers).toEqual([
      { key: 'first', ok: true, status: 200, body: { echo: '/api/x' } },
    ]);
  });

  it('passes a failed request on as a response with ok false (status null when nothing answered)', async () => {
    const runtime = createTestRuntime({ respond: () => ({ ok: false, status: null, body: null }) });
    const driver = createDriver(requester, { url: '/api/x' }, runtime);
    driver.start();
    await firstAnswer(driver);
    expect(driver.store.getState().answers).toEqual([{ key: 'first', ok: false, status: null, body: null }]);
  });

  it('drops an answer that arrives after the driver stopped', async () => {
    let release: (() => void) | undefined;
    const runtime = createTestRuntime({
      respond: () =>
        new Promise((resolve) => {
          release = () => {
            resolve({ ok: true, status: 200, body: null });
          };
        }),
    });
    const driver = createDriver(requester, { url: '/api/x' }, runtime);
    driver.start();
    driver.stop();
    release?.();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(driver.store.getState().answers).toEqual([]);
  });

  it('emits root events on the bus and navigates, in the order the module asked', () => {
    const runtime = createTestRuntime();
    const order: string[] = [];
    runtime.bus.on('form:submitted', (payload) => order.push(`emit ${payload.formType}`));
    const driver = createDriver(
      requester,
      { url: '/api/x' },
      { ...runtime, navigate: (url) => order.push(`go ${url}`) },
    );
    driver.start();
    driver.send({ type: 'go' });
    expect(order).toEqual(['emit test', 'go /games/gambler-quiz']);
  });

  it('translates the root events it listens to while running, and stops listening when stopped', () => {
    const runtime = createTestRuntime();
    const driver = createDriver(requester, { url: '/api/x' }, runtime, {
      'modal:close': () => ({ type: 'closed' }),
    });
    runtime.bus.emit('modal:close');
    expect(driver.store.getState().closes).toBe(0);
    driver.start();
    runtime.bus.emit('modal:close');
    runtime.bus.emit('modal:close');
    expect(driver.store.getState().closes).toBe(2);
    driver.stop();
    runtime.bus.emit('modal:close');
    expect(driver.store.getState().closes).toBe(2);
  });

  it('ignores a root event its translation maps to null', () => {
    const runtime = createTestRuntime();
    const driver = createDriver(requester, { url: '/api/x' }, runtime, { 'modal:close': () => null });
    driver.start();
    const before = driver.store.getState();
    runtime.bus.emit('modal:close');
    expect(driver.store.getState()).toBe(before);
  });
});

describe('useEngineSelector', () => {
  it('re-renders a component only when the slice it shows changes', () => {
    const runtime = createTestRuntime();
    let renders = 0;
    let send: ((e: E) => void) | undefined;
    function OnOff() {
      const driver = useEngine(counter, { startOn: false });
      send = driver.send;
      const on = useEngineSelector(driver, (s) => s.on);
      renders++;
      return <p>{on ? 'on' : 'off'}</p>;
    }
    render(
      <RuntimeProvider runtime={runtime}>
        <OnOff />
      </RuntimeProvider>,
    );
    const afterMount = renders;
    act(() => {
      send?.({ type: 'toggle' });
    });
    expect(screen.getByText('on')).toBeInTheDocument();
    expect(renders).toBe(afterMount + 1);
    // The count changes every 100 ms; the component does not show it, so it does not render.
    act(() => {
      runtime.clock.advance(1000);
    });
    expect(renders).toBe(afterMount + 1);
  });

  it('keeps a fresh object selection stable under shallowEqual', () => {
    const runtime = createTestRuntime();
    let renders = 0;
    function Pair() {
      const driver = useEngine(counter, { startOn: true });
      const pair = useEngineSelector(
        driver,
        (s) => ({ on: s.on, ten: Math.floor(s.count / 10) }),
        shallowEqual,
      );
      renders++;
      return <p>tens {pair.ten}</p>;
    }
    render(
      <RuntimeProvider runtime={runtime}>
        <Pair />
      </RuntimeProvider>,
    );
    const afterMount = renders;
    act(() => {
      runtime.clock.advance(900);
    });
    expect(renders).toBe(afterMount);
    act(() => {
      runtime.clock.advance(100);
    });
    expect(screen.getByText('tens 1')).toBeInTheDocument();
    expect(renders).toBe(afterMount + 1);
  });
});

describe('shallowEqual', () => {
  it('compares one level deep', () => {
    const item = { a: 1 };
    expect(shallowEqual({ x: 1, y: item }, { x: 1, y: item })).toBe(true);
    expect(shallowEqual({ x: 1, y: item }, { x: 1, y: { a: 1 } })).toBe(false);
    expect(shallowEqual([1, 2], [1, 2])).toBe(true);
    expect(shallowEqual([1, 2], { 0: 1, 1: 2 })).toBe(false);
    expect(shallowEqual({ x: 1 }, { x: 1, y: undefined })).toBe(false);
    expect(shallowEqual(Number.NaN, Number.NaN)).toBe(true);
    expect(shallowEqual(null, {})).toBe(false);
  });
});
