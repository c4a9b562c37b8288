/**
 * The launch-day floor (test/bench/launch-day-bare.ts) listens as the site's server does: with the same
 * backlog. With Node's default (511) the kernel dropped the SYNs of a burst's connections beyond it, and
 * each visitor so dropped waited a second for the retransmission, a delay the site (4,096) never has:
 * the floor's p99 was then partly the kernel's, and every ratio to it flattered the site. Read from the
 * listening sockets themselves (`ss`: a listening socket's Send-Q is its backlog).
 */
import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { LISTEN_BACKLOG } from '../../site/server/http/listen';
import { startFloor } from '../bench/launch-day-floor';
import { exited } from '../support/server-process';

const hasSs = spawnSync('ss', ['-V']).status === 0;

/** The backlog of the socket listening on `port`, as the kernel holds it. */
function listenBacklog(port: number): number {
  const out = spawnSync('ss', ['-ltnH', `sport = :${String(port)}`], { encoding: 'utf8' }).stdout.trim();
  const [, , sendQ] = out.split(/\s+/);
  return Number(sendQ);
}

const portOf = (base: string): number => Number(new URL(base).port);

describe.runIf(hasSs)('the launch-day floor', () => {
  const stops: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const stop of stops) await stop();
  });

  // The site's server listens with LISTEN_BACKLOG (site/server/main.ts).
  it("listens with the site's backlog", async () => {
    const work = mkdtempSync(join(tmpdir(), 'floor-'));
    const pageFile = join(work, 'page.html');
    writeFileSync(pageFile, '<!doctype html><title>x</title>');
    stops.push(() => {
      rmSync(work, { recursive: true, force: true });
      return Promise.resolve();
    });
    const floor = await startFloor(pageFile);
    stops.push(async () => {
      floor.proc.kill('SIGTERM');
      await exited(floor.proc);
    });
    // Linux caps a backlog at net.core.somaxconn.
    const cap = Number(readFileSync('/proc/sys/net/core/somaxconn', 'utf8'));
    const expected = Math.min(LISTEN_BACKLOG, cap);
    expect(listenBacklog(portOf(floor.base))).toBe(expected);
  });
});
