import { describe, expect, it } from 'vitest';
import { parseQuizGameQuestions, parseScrollGameStats } from '@play-smart/engine';
import { compressedCopies } from '../../site/server/http/precompress';
import { SCROLL_SCORE_MAX } from '../../site/server/routes/scroll-games';
import { API_DATABASES } from '../support/api-db';
import { openSession, postJson, startApi, type Session } from '../support/api-app';
import { useApi } from '../support/api-lifecycle';
import type { FastifyInstance } from 'fastify';

const OOPS = 'Oops! There are some errors.';

describe.each(API_DATABASES)('/api/scroll-games on $kind', ({ kind, skip }) => {
  const startOn = useApi(kind);
  const start = (nowMs?: () => number) => startOn(0, { extra: nowMs ? { nowMs } : {} });

  function stats(app: FastifyInstance, session?: Session, url = '/api/scroll-games?fresh') {
    return app.inject({ url, headers: session ? { cookie: session.cookie } : {} });
  }

  it.skipIf(skip)('answers { meta: { stats: null } } before any score', async () => {
    const { app } = await start();
    const res = await stats(app);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ meta: { stats: null } });
  });

  it.skipIf(skip)('saves valid scores (201) and answers the five statistics the client reads', async () => {
    const { app, session } = await start();
    for (const score of [1, 100, 5000, 20_000, SCROLL_SCORE_MAX]) {
      const res = await postJson(app, session, '/api/scroll-games', { score });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toEqual({ message: 'Score saved.' });
    }
    const body = (await stats(app)).json<{ meta: { stats: Record<string, number> } }>();
    expect(Object.keys(body.meta.stats).sort()).toEqual(
      ['top_forty', 'top_score', 'top_seventy_five', 'top_top', 'top_twenty_five'].sort(),
    );
    expect(body.meta.stats.top_score).toBe(SCROLL_SCORE_MAX);
    // The engine's own parser accepts the answer, so the rank title can be computed from it.
    expect(parseScrollGameStats(body)).not.toBeNull();
  });

  it.skipIf(skip)('refuses scores that are not whole numbers from 1 to the plausible maximum', async () => {
    const { app, session } = await start();
    const message = `Score must be a whole number from 1 to ${SCROLL_SCORE_MAX.toLocaleString('en-US')}.`;
    for (const score of [
      0,
      -5,
      1.5,
      SCROLL_SCORE_MAX + 1,
      1e300,
      '100',
      null,
      true,
      [100],
      { v: 1 },
      undefined,
    ]) {
      const res = await postJson(app, session, '/api/scroll-games', { score });
      expect(res.statusCode, JSON.stringify(score)).toBe(422);
      expect(res.json()).toEqual({ message: OOPS, errors: { score: [message] } });
    }
    expect((await stats(app)).json()).toEqual({ meta: { stats: null } });
  });

  it.skipIf(skip)(
    'derives the maximum from the game rules: ten minutes at 120 capped wheel events a second',
    () => {
      expect(SCROLL_SCORE_MAX).toBe(5 * 10 * 120 * 600);
    },
  );

  it.skipIf(skip)(
    'shares statistics for 2 s, but ?fresh after this browser saved a score reads anew',
    async () => {
      let now = 0;
      const { app, session } = await start(() => now);
      const other = await openSession(app);
      await postJson(app, other, '/api/scroll-games', { score: 100 });
      expect((await stats(app, other, '/api/scroll-games')).json()).toMatchObject({
        meta: { stats: { top_score: 100 } },
      });

      // Someone else's score within the cache window: a plain read still sees the cached figures.
      await postJson(app, other, '/api/scroll-games', { score: 200 });
      now = 1000;
      expect((await stats(app, undefined, '/api/scroll-games')).json()).toMatchObject({
        meta: { stats: { top_score: 100 } },
      });
      // ?fresh without having posted: cached too.
      expect((await stats(app, undefined)).json()).toMatchObject({ meta: { stats: { top_score: 100 } } });

      // This browser posts, then asks ?fresh with the cookie the POST set: its own score counts.
      const posted = await postJson(app, session, '/api/scroll-games', { score: 300 });
      const mark = posted.cookies.find((c) => c.name === 'scroll-posted');
      expect(mark).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/scroll-games' });
      const withMark = { ...session, cookie: `${session.cookie}; scroll-posted=${mark?.value ?? ''}` };
      expect((await stats(app, withMark)).json()).toMatchObject({ meta: { stats: { top_score: 300 } } });

      // After the window, everyone sees fresh figures.
      await postJson(app, other, '/api/scroll-games', { score: 400 });
      now = 3500;
      expect((await stats(app, undefined, '/api/scroll-games')).json()).toMatchObject({
        meta: { stats: { top_score: 400 } },
      });
    },
  );
});

describe('GET /js/config/quiz-questions.json', () => {
  const start = useApi('pglite');

  it('serves the checked question file with cache headers and an ETag', async () => {
    const { harness } = await start();
    const res = await harness.app.inject({ url: '/js/config/quiz-questions.json' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=300, must-revalidate');
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(parseQuizGameQuestions(res.json())?.length).toBeGreaterThan(0);
    const etag = String(res.headers.etag);
    const again = await harness.app.inject({
      url: '/js/config/quiz-questions.json',
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('sends the file compressed once, as the build compresses static files, with a Content-Length', async () => {
    const { harness } = await start();
    const plain = await harness.app.inject({ url: '/js/config/quiz-questions.json' });
    for (const [accept, encoding] of [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
    ] as const) {
      const res = await harness.app.inject({
        url: '/js/config/quiz-questions.json',
        headers: { 'accept-encoding': accept },
      });
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers.vary).toBe('accept-encoding');
      expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
      const copies = compressedCopies(plain.rawPayload);
      expect(res.rawPayload.equals(encoding === 'br' ? copies.br : copies.gz)).toBe(true);
    }
  });

  it('refuses to start with a broken question file, naming it', async () => {
    const { store } = await start();
    const { mkdtempSync, writeFileSync } = await import('node:fs');
    const { join } = await import('node:path');
    const { tmpdir } = await import('node:os');
    const file = join(mkdtempSync(join(tmpdir(), 'quiz-')), 'bad.json');
    writeFileSync(file, JSON.stringify({ allQuestions: [{ question: 'Q?', answers: [] }] }));
    await expect(
      startApi({ repository: store.repository, extra: { quizQuestionsFile: file } }),
    ).rejects.toThrow(/bad\.json is not a valid question set/);
    writeFileSync(file, '{ not json');
    await expect(
      startApi({ repository: store.repository, extra: { quizQuestionsFile: file } }),
    ).rejects.toThrow(/bad\.json is not valid JSON/);
  });
});
