import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Registry } from 'prom-client';

/** The one path the metrics listener answers. */
export const METRICS_PATH = '/metrics';

/** The metrics listener, once it listens. */
export interface MetricsServer {
  /** Where Prometheus scrapes: `http://host:port/metrics`, the port as bound (0 picks a free one). */
  readonly url: string;
  /** Stops listening; a scrape in flight is answered first. */
  close(): Promise<void>;
}

/** Where the metrics listener binds. */
export interface MetricsAddress {
  readonly host: string;
  readonly port: number;
}

function answer(
  response: ServerResponse,
  status: number,
  text: string,
  headers: Record<string, string> = {},
) {
  response.writeHead(status, {
    'content-type': 'text/plain; charset=utf-8',
    'cache-control': 'no-store',
    ...headers,
  });
  response.end(text);
}

/** GET (or HEAD) /metrics: the registry in Prometheus's text format; nothing else is served. */
async function serve(registry: Registry, request: IncomingMessage, response: ServerResponse): Promise<void> {
  const path = (request.url ?? '').split('?', 1)[0];
  if (path !== METRICS_PATH) {
    answer(response, 404, `Not found: the metrics are at ${METRICS_PATH}.\n`);
    return;
  }
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    answer(response, 405, 'Method not allowed.\n', { allow: 'GET, HEAD' });
    return;
  }
  let text: string;
  try {
    text = await registry.metrics();
  } catch {
    answer(response, 500, 'Could not collect the metrics.\n');
    return;
  }
  response.writeHead(200, { 'content-type': registry.contentType, 'cache-control': 'no-store' });
  response.end(request.method === 'HEAD' ? undefined : text);
}

/**
 * Listens for Prometheus on its own address (METRICS_HOST, METRICS_PORT), never on the public port: a
 * plain node:http server with one path, outside the site's app, its hooks and its metrics.
 *
 * @throws when the address cannot be bound (taken, or not this machine's), naming METRICS_PORT
 */
export function startMetricsServer(registry: Registry, address: MetricsAddress): Promise<MetricsServer> {
  const server = createServer((request, response) => {
    void serve(registry, request, response);
  });
  return new Promise((resolve, reject) => {
    server.once('error', (error) => {
      reject(
        new Error(
          `Could not listen for metrics on ${address.host}:${address.port} (METRICS_HOST, METRICS_PORT): ${error.message}`,
        ),
      );
    });
    server.listen({ host: address.host, port: address.port }, () => {
      const bound = server.address() as AddressInfo;
      const host = bound.family === 'IPv6' ? `[${bound.address}]` : bound.address;
      resolve({
        url: `http://${host}:${bound.port}${METRICS_PATH}`,
        close: () =>
          new Promise<void>((done, fail) => {
            server.close((error) => {
              if (error) fail(error);
              else done();
            });
            // A scraper's kept-alive connection would otherwise hold the close until it times out.
            server.closeIdleConnections();
          }),
      });
    });
  });
}
