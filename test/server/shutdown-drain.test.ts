import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../site/server/config';
import { fakeDist } from '../support/dist';
import { exited, startServer, whenOutput, type ServerProcess } from '../support/server-process';
import { killedAfterEach } from '../support/killed-after-each';
import { freshVarDir } from '../support/test-databases';

/**
 * The drain before a stop (site/server/main.ts, SHUTDOWN_DRAIN_MS): on SIGTERM the server first turns
 * /readyz to 503 and keeps serving for the drain time, so a balancer that checks readiness (deploy/
 * haproxy.cfg.template) takes it out of rotation before it stops listening; SIGINT stops at once.
 */

const processes = killedAfterEach();

async function start(drainMs: number): Promise<ServerProcess> {
  const { varDir, cleanup } = await freshVarDir();
  processes.cleanups.push(cleanup);
  const server = await startServer({
    DIST_DIR: fakeDist(),
    VAR_DIR: varDir,
    SHUTDOWN_DRAIN_MS: String(drainMs),
  });
  processes.child = server.proc;
  return server;
}

/** The `shutting down` line the server logged, parsed. */
function shutdownLine(output: string): { signal?: string; drainMs?: number } | undefined {
  const line = output.split('\n').find((l) => l.includes('"shutting down"'));
  return line === undefined ? undefined : (JSON.parse(line) as { signal?: string; drainMs?: number });
}

describe('SHUTDOWN_DRAIN_MS (site/server/config.ts)', () => {
  it('is 0 unless set, takes whole milliseconds up to 20 s, and names itself when refused', () => {
    expect(loadConfig({}).shutdownDrainMs).toBe(0);
    expect(loadConfig({ SHUTDOWN_DRAIN_MS: '3000' }).shutdownDrainMs).toBe(3000);
    expect(() => loadConfig({ SHUTDOWN_DRAIN_MS: '20001' })).toThrow(/SHUTDOWN_DRAIN_MS/);
    expect(() => loadConfig({ SHUTDOWN_DRAIN_MS: '1.5' })).toThrow(/SHUTDOWN_DRAIN_MS/);
  });
});

describe('the drain on SIGTERM (site/server/main.ts)', () => {
  it('turns /readyz to 503 at once and keeps serving; a second signal stops it cleanly', async () => {
    // Longer than this test needs, so every check below runs inside the drain even on a busy machine.
    const { base, proc, output } = await start(20_000);
    expect((await fetch(`${base}/readyz`)).status).toBe(200);
    const exit = exited(proc);
    proc.kill('SIGTERM');
    await whenOutput(proc, () => shutdownLine(output()) !== undefined);
    expect(shutdownLine(output())).toMatchObject({ signal: 'SIGTERM', drainMs: 20_000 });

    const ready = await fetch(`${base}/readyz`);
    expect(ready.status).toBe(503);
    expect(ready.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await ready.json()).toEqual({ status: 'draining' });
    // Still alive and serving: the balancer moves traffic away; what still arrives is answered.
    expect((await fetch(`${base}/healthz`)).status).toBe(200);
    expect((await fetch(`${base}/`)).status).toBe(200);
    expect(proc.exitCode).toBeNull();

    // A second signal cuts the drain short: the server stops now, cleanly (exit 0, not killed by it).
    proc.kill('SIGTERM');
    expect(await exit).toBe(0);
    expect(output()).toContain('"drain cut short"');
  });

  it('with no drain set, or on SIGINT, stops at once and exits 0', async () => {
    for (const [drainMs, signal] of [
      [0, 'SIGTERM'],
      [20_000, 'SIGINT'],
    ] as const) {
      const { proc, output } = await start(drainMs);
      const exit = exited(proc);
      proc.kill(signal);
      // Exiting at all, before the test's own time limit, shows it did not wait 20 s for a drain.
      expect(await exit).toBe(0);
      expect(shutdownLine(output())).toMatchObject({ signal, drainMs: 0 });
    }
  });
});
