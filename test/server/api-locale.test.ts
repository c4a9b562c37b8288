/**
 * The server in Spanish: the quiz questions, the forms' errors and the email to a friend follow the
 * page's `?lang=es`; an unknown language is a clear 400; the home page follows only a language the
 * visitor chose (the switch's cookie), never the browser's Accept-Language.
 */
import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../site/server/app';
import { API_DATABASES } from '../support/api-db';
import { postJson, validRegistration } from '../support/api-app';
import { useApi } from '../support/api-lifecycle';
import { fakeDist } from '../support/dist';

const QUIZ = '/js/config/quiz-questions.json';

describe.each(API_DATABASES.slice(0, 1))('the API in Spanish on $kind', ({ kind, skip }) => {
  const start = useApi(kind);

  it.skipIf(skip)(
    'serves the Spanish quiz questions for ?lang=es and the English ones without lang',
    async () => {
      const { app } = await start();
      const es = await app.inject({ url: `${QUIZ}?lang=es` });
      const en = await app.inject({ url: QUIZ });
      expect(es.statusCode).toBe(200);
      expect(es.body).toBe(readFileSync('site/content/quiz-questions.es.json', 'utf8'));
      expect(en.body).toBe(readFileSync('site/content/quiz-questions.json', 'utf8'));
    },
  );

  it.skipIf(skip)('answers an unknown language with a 400 that names the languages', async () => {
    const { app, session } = await start();
    for (const url of [`${QUIZ}?lang=fr`, `${QUIZ}?lang=`, `${QUIZ}?lang=es&lang=en`]) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(400);
      expect(res.json<{ message: string }>().message).toMatch(/en, es/);
    }
    const form = await postJson(app, session, '/api/emailfriend?lang=xx', { email: 'pal@example.com' });
    expect(form.statusCode).toBe(400);
  });

  it.skipIf(skip)('gives the forms’ errors in Spanish for ?lang=es', async () => {
    const { app, session } = await start();
    const res = await postJson(app, session, '/api/contact?lang=es', {
      topic: '',
      name: '',
      email: 'x',
      message: '',
    });
    expect(res.statusCode).toBe(422);
    const body = res.json<{ message: string; errors: Record<string, string[]> }>();
    expect(body.message).toBe('¡Uy! Hay algunos errores.');
    expect(body.errors.topic).toEqual(['Elija el tema de su mensaje.']);
    expect(body.errors.email).toEqual(['Escriba un correo electrónico válido.']);
  });

  it.skipIf(skip)('answers the checks only the server makes in Spanish too', async () => {
    const { app, session } = await start(2);
    const bad = await postJson(app, session, '/api/contact?lang=es', {
      topic: 'question',
      name: 'Sam\u0007',
      email: 'sam@example.org',
      message: 'Hola',
    });
    expect(bad.json<{ errors: Record<string, string[]> }>().errors.name).toEqual([
      'Su nombre contiene caracteres que no podemos aceptar.',
    ]);
    const first = await postJson(app, session, '/api/register?lang=es', validRegistration({}, 1));
    expect(first.statusCode).toBe(201);
    const again = await postJson(app, session, '/api/register?lang=es', validRegistration({}, 1));
    expect(again.json<{ errors: Record<string, string[]> }>().errors).toEqual({
      email: ['Ya se pidió una camiseta con este correo electrónico.'],
    });
    const second = await postJson(app, session, '/api/register?lang=es', validRegistration({}, 2));
    expect(second.statusCode).toBe(201);
    const late = await postJson(app, session, '/api/register?lang=es', validRegistration({}, 3));
    expect(late.json<{ errors: Record<string, string[]> }>().errors).toEqual({
      shirt_size: ['Lo sentimos: ya se entregaron todas las camisetas gratis.'],
    });
  });

  it.skipIf(skip)('mails the friend the Spanish message, linking the Spanish help page', async () => {
    const { app, session, harness } = await start();
    const res = await postJson(app, session, '/api/emailfriend?lang=es', { email: 'amigo@example.com' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: '¡Listo! Le dio a su amigo o amiga un poco de esperanza.' });
    const [mail = ''] = harness.outboxFiles();
    const text = mail.replace(/=\r?\n/g, '');
    expect(mail).toMatch(/^Subject: .*Alguien/im);
    expect(text).toContain('/es/get-help-give-help');
    expect(text).toContain('988');
  });
});

describe('the pages in Spanish', () => {
  let app: FastifyInstance | undefined;
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });
  const get = async (url: string, headers: Record<string, string> = {}) => {
    app ??= await buildApp({ distDir: fakeDist(), logLevel: 'silent' });
    return app.inject({ url, headers: { accept: 'text/html', ...headers } });
  };

  it.each(['/es', '/es/', '/es/contact', '/es/games/quiz-game', '/es/get-help-give-help/email-preview'])(
    'serves %s with its Spanish page',
    async (url) => {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain(`data-page="${url.replace(/\/$/, '') || '/'}"`);
    },
  );

  it.each([
    ['/es/games/quiz-game/', '/es/games/quiz-game'],
    ['/es/contact/?topic=question', '/es/contact?topic=question'],
    ['/privacy-policy//', '/privacy-policy'],
  ])('sends %s to its page without the slash (308), the query kept', async (url, location) => {
    const res = await get(url);
    expect(res.statusCode).toBe(308);
    expect(res.headers.location).toBe(location);
  });

  it('never redirects an address that is no page, however it is written', async () => {
    for (const url of ['//evil.example/', '//evil.example/contact/', '/%2F%2Fevil.example/', '/es//']) {
      const res = await get(url);
      expect(res.statusCode, url).not.toBe(308);
      expect(res.headers.location, url).toBeUndefined();
    }
  });

  it('answers an unknown Spanish path with the Spanish 404 page', async () => {
    const res = await get('/es/no-existe');
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('data-page="/es/404"');
  });

  it('sends / to /es/ only for a visitor who chose Spanish with the switch, never by Accept-Language', async () => {
    const chosen = await get('/', { cookie: 'lang=es' });
    expect(chosen.statusCode).toBe(302);
    expect(chosen.headers.location).toBe('/es/');
    const guessed = await get('/', { 'accept-language': 'es-US,es;q=0.9' });
    expect(guessed.statusCode).toBe(200);
    expect((await get('/', { cookie: 'lang=en' })).statusCode).toBe(200);
    expect((await get('/', { cookie: 'lang=<script>' })).statusCode).toBe(200);
  });
});
