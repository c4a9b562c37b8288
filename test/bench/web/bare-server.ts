/**
 * The baseline server for `npm run bench:web`: Fastify with @fastify/static and nothing else (no helmet,
 * compression, cookies, API or page templating), serving BARE_ROOT with its index.html at `/` on
 * 127.0.0.1:PORT. The site's server is compared with this one.
 */
import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';

const root = process.env.BARE_ROOT;
const port = Number(process.env.PORT);
if (root === undefined || !Number.isInteger(port)) throw new Error('set BARE_ROOT and PORT');

const app = Fastify({ logger: false });
await app.register(fastifyStatic, { root });
await app.listen({ port, host: '127.0.0.1' });

const stop = (): void => {
  void app.close().then(() => process.exit(0));
};
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
