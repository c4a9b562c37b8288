import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { API_PATHS, API_XSRF_HEADER } from '@play-smart/engine/contract';
import {
  createDriver,
  createRuntime,
  cryptoSeed,
  defaultStorage,
  fetchHttpClient,
  realClock,
  type FetchLike,
} from '@play-smart/engine/driver';
import { GAMBLER_QUIZ_FADE_MS, gamblerQuiz } from '@play-smart/engine/gambler-quiz';
import { QUIZ_GAME_QUESTIONS_URL, quizGame } from '@play-smart/engine/quiz-game';
import { createManualClock, createTestRuntime } from '@play-smart/engine/testing';

/**
 * The package's driver with no framework and no DOM (this project runs in Node): the engine's own test
 * helpers drive it. test/views/driver.test.tsx covers it under React.
 */

const questionFile: unknown = JSON.parse(
  readFileSync(join(import.meta.dirname, '../../site/content/quiz-questions.json'), 'utf8'),
);

describe('the driver on the test runtime’s manual clock', () => {
  it('plays the gambler quiz to its end, with one timer armed at a time', () => {
    const runtime = createTestRuntime({ seed: 3 });
    const quiz = createDriver(gamblerQuiz, {}, runtime);
    quiz.start();
    quiz.send({ type: 'takeQuiz' });
    let answers = 0;
    while (quiz.store.getState().stage !== 'ended' && answers < 20) {
      while (quiz.store.getState().fade !== null) {
        expect(runtime.clock.pending()).toBe(1);
        runtime.clock.advance(GAMBLER_QUIZ_FADE_MS);
      }
      if (quiz.store.getState().stage === 'ended') break;
      quiz.send({ type: 'answerSelected', option: 1 });
      answers += 1;
    }
    runtime.clock.advance(10 * GAMBLER_QUIZ_FADE_MS);
    expect(quiz.store.getState().stage).toBe('ended');
    expect(answers).toBe(9);
    expect(runtime.tracked.map((e) => e.event)).toEqual(['game_end']);
    expect(runtime.clock.pending()).toBe(0);
    quiz.stop();
  });

  it('asks for the question file through the HTTP port and hands the module the answer', async () => {
    const runtime = createTestRuntime({ respond: () => ({ ok: true, status: 200, body: questionFile }) });
    const game = createDriver(quizGame, {}, runtime);
    game.start();
    expect(runtime.requests).toEqual([{ method: 'GET', url: QUIZ_GAME_QUESTIONS_URL, body: undefined }]);
    expect(QUIZ_GAME_QUESTIONS_URL).toBe(API_PATHS.quizQuestions);
    await runtime.flush();
    expect(game.store.getState().load).toBe('loaded');
    game.stop();
  });

  it('flush() waits for every canned answer and its dispatch', async () => {
    // An answer that takes a few turns of its own: flush() must not count microtasks.
    const slow = async (): Promise<{ ok: boolean; status: number; body: unknown }> => {
      for (let i = 0; i < 25; i++) await Promise.resolve();
      return { ok: true, status: 200, body: questionFile };
    };
    const runtime = createTestRuntime({ respond: slow });
    const game = createDriver(quizGame, {}, runtime);
    game.start();
    expect(game.store.getState().load).toBe('loading');
    await runtime.flush();
    expect(game.store.getState().load).toBe('loaded');
    game.stop();
  });

  it('a request with no respond option fails loudly: logged with its URL, the module fails', async () => {
    const runtime = createTestRuntime();
    const game = createDriver(quizGame, {}, runtime);
    game.start();
    await runtime.flush();
    expect(game.store.getState().load).toBe('failed');
    expect(game.store.getState().loadError).toBe('no-response');
    const messages = runtime.logged.map((e) => e.message);
    expect(messages[0]).toBe(
      `GET ${QUIZ_GAME_QUESTIONS_URL} threw: Error: createTestRuntime: no respond option answers GET ${QUIZ_GAME_QUESTIONS_URL}`,
    );
    expect(messages[1]).toContain(`(GET ${QUIZ_GAME_QUESTIONS_URL})`);
    game.stop();
  });

  it('an HTTP port that throws or rejects is logged and answered as no response, not left loading', async () => {
    for (const request of [
      () => Promise.reject(new Error('disk on fire')),
      () => {
        throw new Error('disk on fire');
      },
    ]) {
      const runtime = createTestRuntime();
      const game = createDriver(quizGame, {}, { ...runtime, http: { request } });
      game.start();
      await runtime.flush();
      for (let i = 0; i < 5; i++) await Promise.resolve();
      expect(game.store.getState().load).toBe('failed');
      expect(runtime.logged[0]?.message).toBe(`GET ${QUIZ_GAME_QUESTIONS_URL} threw: Error: disk on fire`);
      game.stop();
    }
  });

  it('stops: no timer stays armed', () => {
    const runtime = createTestRuntime();
    const quiz = createDriver(gamblerQuiz, {}, runtime);
    quiz.start();
    quiz.send({ type: 'takeQuiz' });
    expect(runtime.clock.pending()).toBe(1);
    quiz.stop();
    expect(runtime.clock.pending()).toBe(0);
  });
});

describe('the manual clock', () => {
  it('fires due callbacks in time order, each at its own time, and next() jumps to the next one', () => {
    const clock = createManualClock(100);
    const fired: number[] = [];
    clock.schedule(50, () => fired.push(clock.now()));
    clock.schedule(10, () => {
      fired.push(clock.now());
      clock.schedule(5, () => fired.push(clock.now()));
    });
    const cancel = clock.schedule(20, () => fired.push(-1));
    cancel();
    clock.advance(30);
    expect(fired).toEqual([110, 115]);
    expect(clock.now()).toBe(130);
    expect(clock.next()).toBe(true);
    expect(fired).toEqual([110, 115, 150]);
    expect(clock.next()).toBe(false);
  });
});

describe('the default ports in Node 20 (no window, no document, no localStorage)', () => {
  it('reads a monotonic clock and arms real timers', async () => {
    const before = realClock.now();
    const fired = await new Promise<number>((done) => {
      realClock.schedule(5, () => {
        done(realClock.now());
      });
    });
    expect(fired - before).toBeGreaterThanOrEqual(4);
  });

  it('keeps storage in memory where there is no localStorage', () => {
    expect('localStorage' in globalThis).toBe(false);
    const storage = defaultStorage();
    storage.set('registered', '1');
    expect(storage.get('registered')).toBe('1');
    expect(defaultStorage().get('registered')).toBeNull();
  });

  it('seeds from crypto', () => {
    const seed = cryptoSeed();
    expect(Number.isInteger(seed) && seed >= 0 && seed < 2 ** 32).toBe(true);
  });

  it('sends requests with fetch to the base URL, fetching the CSRF pair before a POST', async () => {
    const calls: { url: string; headers: Record<string, string> }[] = [];
    let cookies = '';
    const fetch: FetchLike = (url, init) => {
      calls.push({ url, headers: (init?.headers ?? {}) as Record<string, string> });
      if (url.endsWith(API_PATHS.csrf)) cookies = 'XSRF-TOKEN=t0k';
      return Promise.resolve({ status: 201, text: () => Promise.resolve('{"message":"ok"}') });
    };
    const http = fetchHttpClient({ fetch, cookies: () => cookies, baseUrl: 'https://example.org' });
    const result = await http.request({ method: 'POST', url: API_PATHS.scrollGames, body: { score: 5 } });
    expect(result).toEqual({ ok: true, status: 201, body: { message: 'ok' } });
    expect(calls.map((c) => c.url)).toEqual([
      `https://example.org${API_PATHS.csrf}`,
      `https://example.org${API_PATHS.scrollGames}`,
    ]);
    expect(calls[1]?.headers[API_XSRF_HEADER]).toBe('t0k');
  });

  it('passes on the Retry-After seconds of an answer, and nothing for an HTTP date or none', async () => {
    const answers = [
      { status: 429, retryAfter: '600' },
      { status: 503, retryAfter: 'Wed, 21 Oct 2026 07:28:00 GMT' },
      { status: 429, retryAfter: null },
    ];
    const results = [];
    for (const { status, retryAfter } of answers) {
      const fetch: FetchLike = () =>
        Promise.resolve({
          status,
          headers: { get: (name: string) => (name === 'retry-after' ? retryAfter : null) },
          text: () => Promise.resolve('{"message":"wait"}'),
        });
      results.push(
        await fetchHttpClient({ fetch, cookies: () => 'XSRF-TOKEN=t' }).request({ method: 'GET', url: '/x' }),
      );
    }
    expect(results).toEqual([
      { ok: false, status: 429, body: { message: 'wait' }, retryAfterS: 600 },
      { ok: false, status: 503, body: { message: 'wait' } },
      { ok: false, status: 429, body: { message: 'wait' } },
    ]);
  });

  it('builds a whole runtime from the defaults, replacing only the ports given', () => {
    const log: string[] = [];
    const runtime = createRuntime({ log: (e) => log.push(e.message) });
    expect(runtime.clock).toBe(realClock);
    runtime.log({ type: 'log', level: 'warn', message: 'x' });
    expect(log).toEqual(['x']);
    const quiz = createDriver(gamblerQuiz, {}, runtime);
    quiz.start();
    quiz.send({ type: 'takeQuiz' });
    quiz.stop();
    expect(quiz.store.getState().stage).toBe('gameplay');
  });
});
