import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PRERENDERED_PATHS } from '../../site/routing/route-paths';
import { PAGES_DIR, pageFileName } from '../../site/server/prerendered';

/** A tiny stand-in for the build's output (prerendered pages, a hashed asset), so server tests need no build. */
export function fakeDist(): string {
  const dir = mkdtempSync(join(tmpdir(), 'dist-'));
  mkdirSync(join(dir, 'assets'));
  mkdirSync(join(dir, PAGES_DIR));
  for (const path of PRERENDERED_PATHS) {
    writeFileSync(
      join(dir, PAGES_DIR, pageFileName(path)),
      `<!doctype html><html><head><script type="application/json" id="page-settings">{}</script></head><body><div id="app"><p data-page="${path}"></p></div></body></html>`,
    );
  }
  writeFileSync(join(dir, 'assets', 'index-abc123.js'), `console.log(${JSON.stringify('x'.repeat(4000))});`);
  writeFileSync(join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return dir;
}
