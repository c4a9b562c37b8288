/**
 * The floor of `npm run bench launch-day`: a bare Fastify app that answers the launch-day path with no
 * work behind it, run as a child process (as the site's server is) on 127.0.0.1:PORT, so the same client
 * in the same run measures what Node, Fastify and this machine cost before the site does anything.
 *
 *   - `GET /games/register`: the sign-up page as the site serves it (PAGE_FILE, read from the site in the
 *     same run), compressed once at start and sent from memory by the site's own `sendEncodedPage`, with
 *     a cookie pair of the site's shape (a fixed one: no id is minted, no token signed);
 *   - `GET /api/csrf`: 204 with the same pair, for a client that finds none on the page;
 *   - `POST /api/register`: Fastify's own JSON parser, then 201 with the site's thank-you body.
 *
 * It listens with the site's backlog (`LISTEN_BACKLOG`), so neither drops a connection of the burst.
 * Nothing else: no security headers, cookie plugin, rate limits, CSRF check, validation, database,
 * batching, logging or per-request compression.
 *
 * With STORE=1 it is the storage floor instead: the same app, whose sign-up also stores the visitor through
 * the site's own repository (group commit, batched insert, the stock row locked) on the database the site
 * would use (DATABASE_URL, else PGlite in VAR_DIR), stock set to STOCK, answering 201 or 409 from the
 * outcome. A post with the warm-up's ZIP (REFUSE_ZIP) is answered 422 before storage, as the site refuses
 * it before the stock. What no site that keeps a sign-up can skip, without anything else the site does.
 */
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';
import { encodePage, sendEncodedPage } from '../../site/server/site-pages';
import { LISTEN_BACKLOG } from '../../site/server/http/listen';
import { createRepository, embeddedDataDir, openDatabase, type Repository } from '../../site/server/data';

/** A pair of the site's cookie names and value lengths (a 22-character id, a 43-character token). */
const PAIR = [
  `anon=${'a'.repeat(22)}; Max-Age=604800; Path=/; HttpOnly; SameSite=Strict`,
  `XSRF-TOKEN=${'t'.repeat(43)}; Max-Age=604800; Path=/; SameSite=Strict`,
];

const port = Number(process.env.PORT);
const pageFile = process.env.PAGE_FILE;
if (!Number.isInteger(port) || pageFile === undefined) throw new Error('set PORT and PAGE_FILE');

const app = Fastify({ logger: false });
const page = encodePage(readFileSync(pageFile, 'utf8'));
app.get('/games/register', async (request, reply) => {
  reply.header('set-cookie', PAIR);
  return sendEncodedPage(request, reply, page, 200);
});
app.get('/api/csrf', async (_request, reply) => reply.header('set-cookie', PAIR).code(204).send());
const THANKS = { message: "Thanks. We've received your submission." };
const store = process.env.STORE === '1' ? await storage() : undefined;
app.post('/api/register', async (request, reply) => {
  if (store === undefined) return reply.code(201).send(THANKS);
  const body = request.body as Record<string, string | undefined>;
  // Refused before the stock, as the site refuses it; the site reads the database for each first (the
  // submission's idempotency key), so its database is as warm at the burst as this one.
  if (body.postal_code === process.env.REFUSE_ZIP) {
    await store.stockRemaining();
    return reply.code(422).send({ message: 'outside Ohio' });
  }
  const field = (name: string): string => body[name] ?? '';
  const outcome = await store.register({
    first_name: field('first_name'),
    last_name: field('last_name'),
    dob: field('dob'),
    address_1: field('address_1'),
    address_2: field('address_2'),
    city: field('city'),
    state: field('state'),
    postal_code: field('postal_code'),
    email: field('email'),
    opt_in: true,
    shirt_size: field('shirt_size'),
    source: null,
  });
  if (outcome.ok) return reply.code(201).send(THANKS);
  // As the site answers: 409 when no shirt is left, 422 for a sign-up already stored.
  return outcome.reason === 'out-of-stock'
    ? reply.code(409).send({ message: 'No shirts left.' })
    : reply.code(422).send({ message: outcome.reason });
});

/** The site's database and repository, its stock set: the storage floor's only work. */
async function storage(): Promise<Repository> {
  const varDir = process.env.VAR_DIR;
  const stock = Number(process.env.STOCK);
  if (varDir === undefined || !Number.isInteger(stock)) {
    throw new Error('STORE=1 needs VAR_DIR and STOCK (and DATABASE_URL for PostgreSQL)');
  }
  const db = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir: embeddedDataDir(varDir) });
  const repository = createRepository(db);
  await repository.setStock(stock);
  app.addHook('onClose', () => db.close());
  return repository;
}
// The site's listen backlog: with Node's default (511) the kernel dropped the SYNs of a burst's
// connections beyond it, and each visitor so dropped waited a second for the retransmission (up to 257
// of the 1,000 in one run), which the site, listening with 4,096, never does.
// Printed as Fastify prints it (its logger is off), with the port the system gave for PORT=0.
console.log(`Server listening at ${await app.listen({ port, host: '127.0.0.1', backlog: LISTEN_BACKLOG })}`);

const stop = (): void => {
  void app.close().then(() => process.exit(0));
};
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
