/**
 * The baseline server for `npm run bench:web`: test/bench/web/bare-app.ts (the bare build served exactly
 * as the site serves its files) on 127.0.0.1:PORT, serving BARE_ROOT (built and precompressed by
 * buildBare). The site's server is compared with this one. With BARE_PAGE_FILE and BARE_QUESTIONS_FILE
 * it serves those as its page and quiz questions instead of BARE_ROOT's own (the same-bytes baseline:
 * the site's dist/, the site's page as served).
 */
import { readFileSync } from 'node:fs';
import { bareBuildContent, buildBareApp } from './bare-app';

const root = process.env.BARE_ROOT;
const port = Number(process.env.PORT);
if (root === undefined || !Number.isInteger(port)) throw new Error('set BARE_ROOT and PORT');

const pageFile = process.env.BARE_PAGE_FILE;
const questionsFile = process.env.BARE_QUESTIONS_FILE;
const content =
  pageFile !== undefined && questionsFile !== undefined
    ? { page: readFileSync(pageFile, 'utf8'), questions: readFileSync(questionsFile) }
    : bareBuildContent(root);
const app = await buildBareApp(root, content);
await app.listen({ port, host: '127.0.0.1' });

const stop = (): void => {
  void app.close().then(() => process.exit(0));
};
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
