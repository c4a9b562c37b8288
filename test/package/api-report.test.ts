import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { apiReports } from '../../scripts/api-report';

/**
 * The public API report (scripts/api-report.ts): engine/api/ holds one api-extractor report per subpath,
 * made from the declarations the tarball ships. A change to the public surface without its report fails
 * here, so the change is reviewed: run `npm run engine:api` and commit engine/api/.
 */
describe('the public API report', () => {
  it('matches the declarations of the packed tarball, subpath by subpath', () => {
    // Packed once for all of test/package by its global setup (global-setup.ts).
    const tarball = inject('engineTarball');
    const unpacked = mkdtempSync(join(tmpdir(), 'engine-api-'));
    try {
      execFileSync('tar', ['-xzf', tarball, '-C', unpacked]);
      const { changed, errors } = apiReports(true, join(unpacked, 'package'));
      expect(errors).toEqual([]);
      expect(changed, 'run npm run engine:api and commit engine/api/').toEqual([]);
    } finally {
      rmSync(unpacked, { recursive: true, force: true });
    }
  });
});
