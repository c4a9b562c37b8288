import type { FastifyInstance, onResponseHookHandler, RouteOptions } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { DatabaseCallOutcome, DatabaseObserver, ShedReason } from '../data/health';
import type { DatabaseHealthReading } from '../data/port';
import type { SignUpEvents, SignUpRefusal } from '../routes/register';

/** Every metric of the site's own is named with this prefix; the process metrics keep prom-client's. */
export const METRICS_PREFIX = 'playsmart_';

/**
 * The route label of a request no route matched, answered by the not-found handler: the site's pages
 * (200; they have no route of their own) and every 404. Never the URL, which may hold anything a visitor
 * or a scanner typed.
 */
export const UNMATCHED_ROUTE = 'unmatched';

/**
 * The route label of every built file (@fastify/static registers one route per file): one set of series
 * for them all, instead of one per file and per release's hashed names.
 */
export const STATIC_ROUTE = 'static';

/** Request durations, from a cached page (a few ms) to a request held to the database's deadline (5 s+). */
const REQUEST_BUCKETS_S = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
/** Database calls: a ping takes under a millisecond, a batch of sign-ups a few, a deadline seconds. */
const DATABASE_BUCKETS_S = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

const OUTCOMES: readonly DatabaseCallOutcome[] = ['ok', 'error', 'unavailable'];
const SHED_REASONS: readonly ShedReason[] = ['queue_full', 'probing'];
const REFUSALS: readonly SignUpRefusal[] = [
  'invalid',
  'duplicate_email',
  'duplicate_person',
  'out_of_stock',
  'bot_check',
];

/** What the gauges read when scraped: set once the database is open. */
export interface MetricSources {
  /** The database's health judgement (calls waiting, up or down). */
  readonly health?: DatabaseHealthReading | undefined;
  /** Shirts left; asked of the database at each scrape (one small query). */
  readonly stock?: (() => Promise<number>) | undefined;
}

/** The server's metrics, in a registry of their own (one per server: tests run several in one process). */
export interface ServerMetrics {
  readonly registry: Registry;
  /** Give to openDatabase: each call's duration and outcome, each call shed. */
  readonly database: DatabaseObserver;
  /** Give to the API: each sign-up accepted or refused, by either transport. */
  readonly signUps: SignUpEvents;
  /** Adds the request histogram's hooks to `app`; call before any route is added. */
  instrument(app: FastifyInstance): void;
  /** Where the gauges read the database's health and the stock from. */
  watch(sources: MetricSources): void;
}

/** What {@link createMetrics} is told. */
export interface MetricsOptions {
  /**
   * Also collect prom-client's process metrics (CPU, memory, handles, GC, event-loop lag); true by
   * default. They watch the whole process, so a test that builds many servers in one leaves them off.
   */
  readonly processMetrics?: boolean;
}

type RequestLabels = Readonly<{ method: string; route: string; status: string }>;

/**
 * The label sets of one route, made once per method and status, so a request adds nothing to the heap
 * but what prom-client's observe makes itself.
 */
function labelCache(route: string): (method: string, status: number) => RequestLabels {
  const byMethod = new Map<string, Map<number, RequestLabels>>();
  return (method, status) => {
    let byStatus = byMethod.get(method);
    if (byStatus === undefined) {
      byStatus = new Map();
      byMethod.set(method, byStatus);
    }
    let labels = byStatus.get(status);
    if (labels === undefined) {
      labels = Object.freeze({ method, route, status: String(status) });
      byStatus.set(status, labels);
    }
    return labels;
  };
}

/** Whether a route is one of @fastify/static's: it gives each file's route the file in its config. */
function isStaticFileRoute(route: RouteOptions): boolean {
  const config: { file?: unknown; rootPath?: unknown } | undefined = route.config;
  return typeof config?.file === 'string' && typeof config.rootPath === 'string';
}

/** The request methods Fastify knows, as the method label may hold them; any other is "other". */
const METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/**
 * The server's metrics for Prometheus (docs/server.md, Metrics): requests by route and status, the
 * database's calls, health and load shedding, sign-ups accepted and refused, the shirt stock, and the
 * process. Label values are route patterns, fixed words and status codes: never a URL, a query string or
 * anything a visitor typed.
 */
export function createMetrics(options: MetricsOptions = {}): ServerMetrics {
  const registry = new Registry();
  const registers = [registry];
  let sources: MetricSources = {};

  const requests = new Histogram({
    name: `${METRICS_PREFIX}http_request_duration_seconds`,
    help: 'HTTP requests by method, route pattern and status code: duration from arrival to the last byte; _count is the request count.',
    labelNames: ['method', 'route', 'status'],
    buckets: REQUEST_BUCKETS_S,
    registers,
  });
  const calls = new Histogram({
    name: `${METRICS_PREFIX}database_call_duration_seconds`,
    help: 'Database calls (a query, or a transaction such as one batch of sign-ups) admitted, by outcome: ok, error (the database refused it) or unavailable (down, or past its deadline).',
    labelNames: ['outcome'],
    buckets: DATABASE_BUCKETS_S,
    registers,
  });
  const shed = new Counter({
    name: `${METRICS_PREFIX}database_calls_shed_total`,
    help: 'Database calls refused at once with a 503: queue_full (DATABASE_MAX_WAITING calls were waiting) or probing (the database is down and one call is probing it).',
    labelNames: ['reason'],
    registers,
  });
  new Gauge({
    name: `${METRICS_PREFIX}database_calls_waiting`,
    help: 'Database calls waiting or running now (at most DATABASE_MAX_WAITING).',
    registers,
    collect() {
      this.set(sources.health?.waiting ?? 0);
    },
  });
  new Gauge({
    name: `${METRICS_PREFIX}database_up`,
    help: "1 while the server judges the database able to serve, 0 once a call found it down (until a call gets an answer); the same judgement as /readyz's.",
    registers,
    collect() {
      this.set(sources.health === undefined ? 0 : sources.health.down ? 0 : 1);
    },
  });
  const accepted = new Counter({
    name: `${METRICS_PREFIX}signups_accepted_total`,
    help: 'Sign-ups stored (a shirt taken from stock), by the API or a form posted without JavaScript.',
    registers,
  });
  const refused = new Counter({
    name: `${METRICS_PREFIX}signups_refused_total`,
    help: 'Sign-ups refused, by reason: invalid, duplicate_email, duplicate_person, out_of_stock, bot_check.',
    labelNames: ['reason'],
    registers,
  });
  new Gauge({
    name: `${METRICS_PREFIX}shirt_stock`,
    help: 'Shirts left, read from the database at each scrape; NaN when it cannot be read.',
    registers,
    async collect() {
      if (sources.stock === undefined) return;
      try {
        this.set(await sources.stock());
      } catch {
        // Unknown is not zero: a scrape during an outage must not read as "sold out".
        this.set(Number.NaN);
      }
    },
  });
  // Every label value is known in advance: each series exists (at 0) from the first scrape, so a rate
  // over it is defined before the first event.
  for (const outcome of OUTCOMES) calls.zero({ outcome });
  for (const reason of SHED_REASONS) shed.labels({ reason }).inc(0);
  for (const reason of REFUSALS) refused.labels({ reason }).inc(0);
  if (options.processMetrics ?? true) collectDefaultMetrics({ register: registry });

  const refusedBy = new Map(REFUSALS.map((reason) => [reason, refused.labels({ reason })]));
  const shedBy = new Map(SHED_REASONS.map((reason) => [reason, shed.labels({ reason })]));
  const callsBy = new Map(OUTCOMES.map((outcome) => [outcome, calls.labels({ outcome })]));

  return {
    registry,
    database: {
      called(seconds, outcome) {
        callsBy.get(outcome)?.observe(seconds);
      },
      shed(reason) {
        shedBy.get(reason)?.inc();
      },
    },
    signUps: {
      accepted() {
        accepted.inc();
      },
      refused(reason) {
        refusedBy.get(reason)?.inc();
      },
    },
    instrument(app) {
      const observe = (labels: RequestLabels, ms: number): void => {
        requests.observe(labels, ms / 1000);
      };
      // Each route gets its own hook, with its label made once; requests no route matched get the
      // app-wide one, which passes over every other request at the cost of one property read.
      app.addHook('onRoute', (route) => {
        const labelsOf = labelCache(isStaticFileRoute(route) ? STATIC_ROUTE : route.url);
        const hook: onResponseHookHandler = (request, reply, done) => {
          observe(labelsOf(methodLabel(request.method), reply.statusCode), reply.elapsedTime);
          done();
        };
        // A new array: Fastify copies a GET route's options for its HEAD route before this runs, and
        // that route gets its own hook when it passes here.
        const existing = route.onResponse;
        route.onResponse =
          existing === undefined ? [hook] : Array.isArray(existing) ? [...existing, hook] : [existing, hook];
      });
      const unmatched = labelCache(UNMATCHED_ROUTE);
      app.addHook('onResponse', (request, reply, done) => {
        if (request.is404) {
          observe(unmatched(methodLabel(request.method), reply.statusCode), reply.elapsedTime);
        }
        done();
      });
    },
    watch(next) {
      sources = next;
    },
  };
}

/** The method as sent, when it is one Fastify routes; anything else a client invents is "other". */
function methodLabel(method: string): string {
  return METHODS.has(method) ? method : 'other';
}
