/**
 * Throughput of GET requests, site against bare server, with autocannon. The two servers are loaded in
 * turn, in halves ordered A B B A, so a change in the machine's load during the test (two cores shared
 * with other work) falls on both about equally; each server's figure is its requests over its seconds.
 */
import { createHash } from 'node:crypto';
import { request } from 'node:http';
import autocannon from 'autocannon';
import { onCleanup } from './cleanup';

/** Headers a browser sends: compression is negotiated exactly as for a visitor. */
const BROWSER_HEADERS = {
  'accept-encoding': 'gzip, deflate, br',
  'user-agent': 'bench-web (autocannon)',
};

/** Connections kept open at once: enough to keep one Node process busy without queueing for long. */
const CONNECTIONS = 10;
/** An unrecorded warm-up per server and path: JIT, file caches and the first database reads. */
const WARMUP_SECONDS = 1;

/** One path's figures on one server. */
export interface Throughput {
  readonly requests: number;
  readonly seconds: number;
  readonly reqPerSec: number;
  readonly latencyP50Ms: number;
  /** The worse of the two halves' p99 latencies (autocannon's histogram per run). */
  readonly latencyP99Ms: number;
  readonly non2xx: number;
  readonly errors: number;
  /** The response's Content-Encoding to a browser-like request ("identity" when none). */
  readonly encoding: string;
  /** Response body bytes as sent. */
  readonly bodyBytes: number;
  /** SHA-256 of the body as sent, hex: tells a same-bytes baseline from one with another body. */
  readonly bodySha256: string;
}

/** One autocannon run; stopped by cleanup if the benchmark is interrupted (so servers can close). */
function cannon(url: string, seconds: number, accept: string): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    const running: { instance?: autocannon.Instance } = {};
    const unregister = onCleanup(`autocannon ${url}`, () => {
      running.instance?.stop();
    });
    running.instance = autocannon(
      { url, connections: CONNECTIONS, duration: seconds, headers: { ...BROWSER_HEADERS, accept } },
      (error, result) => {
        unregister();
        if (error) reject(error instanceof Error ? error : new Error(String(error)));
        else resolve(result);
      },
    );
  });
}

function probe(
  url: string,
  accept: string,
): Promise<{ encoding: string; bodyBytes: number; bodySha256: string }> {
  // Node's fetch would decompress: read the raw body through a plain request instead.
  return new Promise((resolve, reject) => {
    const req = request(url, { headers: { ...BROWSER_HEADERS, accept } }, (res) => {
      let bytes = 0;
      const digest = createHash('sha256');
      res.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
        digest.update(chunk);
      });
      res.on('end', () => {
        resolve({
          encoding: res.headers['content-encoding'] ?? 'identity',
          bodyBytes: bytes,
          bodySha256: digest.digest('hex'),
        });
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

/** Loads `path` on both servers (site first), `seconds` each in two halves A B B A. */
export async function compareThroughput(
  siteBase: string,
  sitePath: string,
  bareBase: string,
  barePath: string,
  seconds: number,
  accept: string,
): Promise<{ site: Throughput; bare: Throughput }> {
  const siteUrl = `${siteBase}${sitePath}`;
  const bareUrl = `${bareBase}${barePath}`;
  await cannon(siteUrl, WARMUP_SECONDS, accept);
  await cannon(bareUrl, WARMUP_SECONDS, accept);
  const half = seconds / 2;
  const siteA = await cannon(siteUrl, half, accept);
  const bareA = await cannon(bareUrl, half, accept);
  const bareB = await cannon(bareUrl, half, accept);
  const siteB = await cannon(siteUrl, half, accept);
  const figures = async (url: string, a: autocannon.Result, b: autocannon.Result): Promise<Throughput> => {
    const requests = a.requests.total + b.requests.total;
    const secs = a.duration + b.duration;
    return {
      requests,
      seconds: secs,
      reqPerSec: requests / secs,
      latencyP50Ms: (a.latency.p50 + b.latency.p50) / 2,
      latencyP99Ms: Math.max(a.latency.p99, b.latency.p99),
      non2xx: a.non2xx + b.non2xx,
      errors: a.errors + b.errors,
      ...(await probe(url, accept)),
    };
  };
  return { site: await figures(siteUrl, siteA, siteB), bare: await figures(bareUrl, bareA, bareB) };
}
