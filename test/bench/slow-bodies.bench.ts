/**
 * Slow senders: 50 connections each send a form POST's body one byte every 5 s (a slowloris on the
 * body), while a visitor's health check is timed (a plain script, not a test: it prints figures).
 *
 *   npm run bench slow-bodies
 *
 * The real server (site/server/main.ts, as an operator starts it, default time limits) runs as a child
 * process on a fake build and a fresh PGlite. First `GET /healthz` is timed alone for a few seconds
 * (one request at a time on a keep-alive connection, as a balancer's checks come), then again for 30 s
 * with the 50 slow bodies open (`POST /contact`, the no-JavaScript contact form, urlencoded, declared
 * 2,000 bytes long). Reported: /healthz p50, p99 and worst without and with them; how many slow
 * connections the server cut, answered how, and how long after their first byte; how many were still
 * open at the end. The goal: every slow body cut within 30 s, /healthz p99 at most 100 ms meanwhile.
 */
import { request, Agent } from 'node:http';
import { connect } from 'node:net';
import { performance } from 'node:perf_hooks';
import { fakeDist } from '../support/dist';
import { exited, startServer } from '../support/server-process';
import { freshVarDir } from '../support/test-databases';
import { meets, percentile } from './web/stats';
import { table } from './web/table';
import { loadAverage } from './load-average';

const SLOW_BODIES = 50;
const BYTE_EVERY_MS = 5000;
const DECLARED_BYTES = 2000;
const ALONE_MS = 5000;
const WITH_SLOW_MS = 30_000;
const CUT_WITHIN_MS = 30_000;
const TARGET_P99_MS = 100;

/** One slow connection's fate. */
interface SlowFate {
  /** The status line's code, or 0 when the server closed without answering. */
  readonly status: number;
  /** From its first byte to the close; undefined while still open. */
  readonly closedAfterMs: number | undefined;
}

/** Opens a slow body; `fate()` says what happened to it so far, `stop()` closes it from our side. */
function slowBody(port: number): { fate: () => SlowFate; stop: () => void } {
  const socket = connect(port, '127.0.0.1');
  const opened = performance.now();
  let answer = '';
  let closedAfterMs: number | undefined;
  socket.write(
    'POST /contact HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/x-www-form-urlencoded\r\n' +
      `Content-Length: ${String(DECLARED_BYTES)}\r\n\r\nn`,
  );
  const timer = setInterval(() => {
    if (socket.writable) socket.write('a');
  }, BYTE_EVERY_MS);
  socket.on('data', (chunk: Buffer) => {
    answer += chunk.toString('latin1');
  });
  socket.on('error', () => undefined);
  socket.on('close', () => {
    clearInterval(timer);
    closedAfterMs = performance.now() - opened;
  });
  return {
    fate: () => ({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1] ?? 0), closedAfterMs }),
    stop: () => {
      clearInterval(timer);
      socket.destroy();
    },
  };
}

/** Times GET /healthz one after another on one keep-alive connection for `ms`; resolves with each latency. */
async function timeHealth(base: string, ms: number): Promise<{ latencies: number[]; failed: number }> {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const latencies: number[] = [];
  let failed = 0;
  const until = performance.now() + ms;
  try {
    while (performance.now() < until) {
      const started = performance.now();
      const status = await new Promise<number>((resolve) => {
        const req = request(`${base}/healthz`, { agent }, (res) => {
          res.resume();
          res.on('end', () => {
            resolve(res.statusCode ?? 0);
          });
        });
        req.on('error', () => {
          resolve(0);
        });
        req.end();
      });
      if (status === 200) latencies.push(performance.now() - started);
      else failed++;
      // A check every 20 ms: enough samples for a p99, without the checker itself loading the cores.
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  } finally {
    agent.destroy();
  }
  return { latencies, failed };
}

const ms = (v: number | undefined): string =>
  v === undefined || Number.isNaN(v) ? 'n/a' : `${v.toFixed(0)} ms`;

export async function run(): Promise<void> {
  const { varDir, cleanup } = await freshVarDir();
  const loadAtStart = loadAverage();
  const server = await startServer({
    DIST_DIR: fakeDist(),
    VAR_DIR: varDir,
    DATABASE_URL: '',
    BOTCHECK: 'off',
    SMTP_URL: '',
    PUBLIC_ORIGIN: '',
    LOG_LEVEL: 'info',
  });
  try {
    const port = Number(new URL(server.base).port);
    await timeHealth(server.base, 1000); // warm-up, not counted
    const alone = await timeHealth(server.base, ALONE_MS);
    const slow = Array.from({ length: SLOW_BODIES }, () => slowBody(port));
    const withSlow = await timeHealth(server.base, WITH_SLOW_MS);
    const fates = slow.map((s) => s.fate());
    for (const s of slow) s.stop();

    const cut = fates.filter((f) => f.closedAfterMs !== undefined);
    const cutTimes = cut.map((f) => f.closedAfterMs ?? NaN);
    const answered408 = cut.filter((f) => f.status === 408).length;
    console.log(
      `${SLOW_BODIES} connections each sending a form POST's body (POST /contact, ${DECLARED_BYTES} bytes declared) one byte every ${BYTE_EVERY_MS / 1000} s, ` +
        `against the real server (main.ts, default time limits) on PGlite; GET /healthz timed one at a time (every 20 ms) ` +
        `for ${ALONE_MS / 1000} s alone, then ${WITH_SLOW_MS / 1000} s with the slow bodies open. ` +
        `Shared machine: load average at start ${loadAtStart}, at end ${loadAverage()}.`,
    );
    console.log('');
    console.log(
      table(
        ['/healthz', 'Requests', 'Failed', 'p50', 'p99', 'Worst', `Target: p99 <= ${TARGET_P99_MS} ms`],
        [
          ['alone', alone],
          [`with ${SLOW_BODIES} slow bodies`, withSlow],
        ].map(([label, r]) => {
          const { latencies, failed } = r as Awaited<ReturnType<typeof timeHealth>>;
          const p99 = percentile(latencies, 99);
          return [
            label as string,
            String(latencies.length),
            String(failed),
            ms(percentile(latencies, 50)),
            ms(p99),
            ms(Math.max(...latencies)),
            label === 'alone' ? '' : meets(p99, (v) => v <= TARGET_P99_MS),
          ];
        }),
      ),
    );
    console.log('');
    console.log(
      table(
        [
          'Slow bodies',
          'Cut by the server',
          'Answered 408',
          'Closed unanswered',
          'Still open',
          'Cut after (first..last)',
          `Target: all cut within ${CUT_WITHIN_MS / 1000} s`,
        ],
        [
          [
            String(SLOW_BODIES),
            String(cut.length),
            String(answered408),
            String(cut.length - answered408),
            String(SLOW_BODIES - cut.length),
            cut.length === 0 ? 'n/a' : `${ms(Math.min(...cutTimes))} .. ${ms(Math.max(...cutTimes))}`,
            cut.length === SLOW_BODIES && Math.max(...cutTimes) <= CUT_WITHIN_MS ? 'yes' : 'NO',
          ],
        ],
      ),
    );
  } finally {
    server.proc.kill('SIGTERM');
    await exited(server.proc);
    cleanup();
  }
}

if (import.meta.url === `file://${process.argv[1] ?? ''}`) await run();
