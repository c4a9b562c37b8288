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
 */
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';
import { encodePage, sendEncodedPage } from '../../site/server/site-pages';
import { LISTEN_BACKLOG } from '../../site/server/http/listen';

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
app.post('/api/register', async (_request, reply) =>
  reply.code(201).send({ message: "Thanks. We've received your submission." }),
);
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
