/**
 * The served pages name their other languages with absolute addresses on PUBLIC_ORIGIN: the build
 * leaves the origin to the server, which writes it in when it reads the pages. Uses `dist/` when it is
 * newer than the sources, else builds first.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../site/server/app';
import { loadConfig } from '../../site/server/config';
import { PAGES_DIR, pageFileName } from '../../site/server/prerendered';
import { startServer, type ServerProcess } from '../support/server-process';
import { siteBuildSnapshot } from '../support/site-build';
import { timeBudget } from '../support/time-budget';

const ORIGIN = 'https://playsmart.example.org';
const PAGE = '/es/games/nickname-generator';

const temp = mkdtempSync(join(tmpdir(), 'hreflang-'));
let dist: string;
let app: FastifyInstance | undefined;
let server: ServerProcess | undefined;

beforeAll(async () => {
  ({ dir: dist } = await siteBuildSnapshot(join(temp, 'site')));
}, timeBudget(300_000));

afterEach(async () => {
  await app?.close();
  app = undefined;
  if (server?.proc.exitCode === null) server.proc.kill('SIGKILL');
  server = undefined;
});

afterAll(() => {
  rmSync(temp, { recursive: true, force: true });
});

/** The hreflang and href of every alternate link of a page, in order. */
function alternatesOf(html: string): string[][] {
  return [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)">/g)].map((m) => [
    m[1] ?? '',
    m[2] ?? '',
  ]);
}

async function served(publicOrigin: string | null): Promise<string> {
  app = await buildApp({ distDir: dist, publicOrigin, logLevel: 'silent' });
  const res = await app.inject({ url: PAGE, headers: { accept: 'text/html' } });
  expect(res.statusCode).toBe(200);
  return res.body;
}

describe('hreflang alternates', () => {
  it('are absolute on PUBLIC_ORIGIN, with x-default on the English page', async () => {
    const { publicOrigin } = loadConfig({ PUBLIC_ORIGIN: `${ORIGIN}/` });
    expect(alternatesOf(await served(publicOrigin))).toEqual([
      ['en-US', `${ORIGIN}/games/nickname-generator`],
      ['es-US', `${ORIGIN}/es/games/nickname-generator`],
      ['x-default', `${ORIGIN}/games/nickname-generator`],
    ]);
  });

  it('stay root-relative when PUBLIC_ORIGIN is unset', async () => {
    expect(alternatesOf(await served(null))).toEqual([
      ['en-US', '/games/nickname-generator'],
      ['es-US', '/es/games/nickname-generator'],
      ['x-default', '/games/nickname-generator'],
    ]);
  });

  it('wait in the build for the server’s origin, so one build serves any address', () => {
    const built = readFileSync(join(dist, PAGES_DIR, pageFileName(PAGE)), 'utf8');
    expect(alternatesOf(built).map(([, href]) => href)).toEqual(
      ['/games/nickname-generator', '/es/games/nickname-generator', '/games/nickname-generator'].map(
        (path) => `%PUBLIC_ORIGIN%${path}`,
      ),
    );
  });

  it('are absolute when the real entry point runs with PUBLIC_ORIGIN set', async () => {
    server = await startServer({ DIST_DIR: dist, VAR_DIR: join(temp, 'var'), PUBLIC_ORIGIN: ORIGIN });
    const html = await (await fetch(`${server.base}${PAGE}`, { headers: { accept: 'text/html' } })).text();
    expect(alternatesOf(html).map(([, href]) => href)).toEqual([
      `${ORIGIN}/games/nickname-generator`,
      `${ORIGIN}/es/games/nickname-generator`,
      `${ORIGIN}/games/nickname-generator`,
    ]);
  });
});
