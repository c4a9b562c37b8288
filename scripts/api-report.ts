// npm run engine:api: the public API report of @play-smart/engine, one `.api.md` per subpath in engine/api/,
// made by @microsoft/api-extractor from the declarations tsdown ships (engine/dist, built by engine:build).
// One report per subpath because a consumer imports subpaths: a symbol that moves between them is a change
// to review, which one report for the whole package would hide.
//
// `--check` (what `npm test` and CI run, through test/package/api-report.test.ts) fails when a report
// differs from the shipped declarations, naming the subpaths: run `npm run engine:api` and commit the
// reports with the change, so every change to the public surface is reviewed.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Extractor, ExtractorConfig, ExtractorLogLevel, type IConfigFile } from '@microsoft/api-extractor';

const root = resolve(import.meta.dirname, '..');
const engine = join(root, 'engine');
const reports = join(engine, 'api');

/** Every public subpath of package.json's `exports` but package.json, with its declaration file. */
export function apiSubpaths(packageDir: string = engine): { name: string; types: string }[] {
  const manifest = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) as {
    exports: Record<string, string | { types?: string }>;
  };
  return Object.entries(manifest.exports).flatMap(([subpath, target]) => {
    if (typeof target === 'string' || target.types === undefined) return [];
    const name = subpath === '.' ? 'index' : subpath.slice(2).replaceAll('/', '-');
    return [{ name, types: join(packageDir, target.types) }];
  });
}

/**
 * The report without its closing list of warnings by place: those name tsdown's chunk files, whose hashes
 * change with any code in the chunk. The same warnings stay beside the declarations they concern.
 */
function stable(text: string): string {
  return text
    .replace(/^\/\/ Warnings were encountered during analysis:\n(?:\/\/.*\n)*\n?/m, '')
    .replace(/\n{3,}/g, '\n\n');
}

/** The report of one subpath, as api-extractor writes it. */
function report(
  name: string,
  types: string,
  work: string,
  packageDir: string,
): { text: string; errors: string[] } {
  const configObject: IConfigFile = {
    projectFolder: packageDir,
    newlineKind: 'lf',
    mainEntryPointFilePath: types,
    compiler: {
      overrideTsconfig: {
        compilerOptions: {
          target: 'es2022',
          module: 'esnext',
          moduleResolution: 'bundler',
          lib: ['es2023'],
          types: [],
          strict: true,
          skipLibCheck: true,
        },
        files: [types],
      },
    },
    apiReport: {
      enabled: true,
      reportFileName: `${name}.api.md`,
      reportFolder: work,
      reportTempFolder: work,
    },
    docModel: { enabled: false },
    dtsRollup: { enabled: false },
    tsdocMetadata: { enabled: false },
    messages: {
      // The report is what matters here: TSDoc style is checked by TypeDoc and eslint; a missing release
      // tag is an error.
      extractorMessageReporting: {
        default: { logLevel: ExtractorLogLevel.None },
        'ae-forgotten-export': { logLevel: ExtractorLogLevel.None, addToApiReportFile: true },
        // Every exported symbol carries its release tag (`@public`): the surface 1.x promises.
        'ae-missing-release-tag': { logLevel: ExtractorLogLevel.Error },
      },
      tsdocMessageReporting: { default: { logLevel: ExtractorLogLevel.None } },
      compilerMessageReporting: { default: { logLevel: ExtractorLogLevel.Error } },
    },
  };
  const config = ExtractorConfig.prepare({
    configObject,
    configObjectFullPath: join(work, 'api-extractor.json'),
    packageJsonFullPath: join(packageDir, 'package.json'),
  });
  const errors: string[] = [];
  Extractor.invoke(config, {
    localBuild: true,
    messageCallback: (message) => {
      if (message.logLevel === ExtractorLogLevel.Error) errors.push(message.text);
      message.handled = true;
    },
  });
  const file = join(work, `${name}.api.md`);
  return { text: existsSync(file) ? stable(readFileSync(file, 'utf8')) : '', errors };
}

/**
 * Makes every report; with `check`, compares instead of writing and returns the subpaths that differ.
 *
 * @param packageDir - the package: engine/ once built, or a packed tarball unpacked (what test/package checks)
 */
export function apiReports(
  check: boolean,
  packageDir: string = engine,
): { changed: string[]; errors: string[] } {
  const work = mkdtempSync(join(tmpdir(), 'engine-api-'));
  const changed: string[] = [];
  const errors: string[] = [];
  try {
    mkdirSync(reports, { recursive: true });
    for (const { name, types } of apiSubpaths(packageDir)) {
      if (!existsSync(types)) throw new Error(`${types} is missing: run npm run engine:build first`);
      const made = report(name, types, work, packageDir);
      errors.push(...made.errors.map((e) => `${name}: ${e}`));
      const committed = join(reports, `${name}.api.md`);
      const before = existsSync(committed) ? readFileSync(committed, 'utf8') : null;
      if (before !== made.text) {
        changed.push(name);
        if (!check) writeFileSync(committed, made.text);
      }
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  return { changed, errors };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const check = process.argv.includes('--check');
  const { changed, errors } = apiReports(check);
  for (const error of errors) process.stderr.write(`${error}\n`);
  if (check && changed.length > 0) {
    process.stderr.write(
      `The public API changed in: ${changed.join(', ')}. Review it, run npm run engine:api and commit engine/api/.\n`,
    );
  } else {
    process.stdout.write(
      check ? 'engine/api is up to date\n' : `engine/api: ${changed.length} reports written\n`,
    );
  }
  process.exitCode = errors.length > 0 || (check && changed.length > 0) ? 1 : 0;
}
