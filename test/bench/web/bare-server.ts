/**
 * The baseline server for `npm run bench:web`: test/bench/web/bare-app.ts (the bare build served exactly
 * as the site serves its files) on 127.0.0.1:PORT, serving BARE_ROOT (built and precompressed by
 * buildBare). The site's server is compared with this one.
 */
import { buildBareApp } from './bare-app';

const root = process.env.BARE_ROOT;
const port = Number(process.env.PORT);
if (root === undefined || !Number.isInteger(port)) throw new Error('set BARE_ROOT and PORT');

const app = await buildBareApp(root);
await app.listen({ port, host: '127.0.0.1' });

const stop = (): void => {
  void app.close().then(() => process.exit(0));
};
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
