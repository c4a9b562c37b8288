import { defineConfig } from 'tsdown';

/**
 * The server's production build (`npm run build`, after Vite's): the server, the staff CLI and the build's
 * prerender step as plain JavaScript in dist-server/, run by `node` alone, so a production install
 * (`npm ci --omit=dev`) needs no TypeScript tooling. The project's own code is bundled, the engine
 * included (from its source, as Vite, tsx and tsc resolve it through tsconfig.json's `paths`, so the
 * server and the pages run the same rules); every package from node_modules stays an import, resolved at
 * run time from the production install. The SQL migrations are copied beside the bundle.
 */
export default defineConfig({
  entry: {
    server: 'site/server/main.ts',
    staff: 'site/server/admin/cli.ts',
    prerender: 'scripts/prerender.ts',
  },
  outDir: 'dist-server',
  format: 'esm',
  platform: 'node',
  target: 'node20.19',
  tsconfig: 'tsconfig.json',
  dts: false,
  // Stack traces in the JSON logs point at the sources with `node --enable-source-maps`.
  sourcemap: true,
  clean: true,
  fixedExtension: false,
  deps: {
    // A bare import names a package: left to the production install, the engine's excepted.
    neverBundle: /^(?!@play-smart\/engine(\/|$))(@[a-z0-9][\w.-]*\/)?[a-z0-9][\w.-]*(\/.*)?$/,
    alwaysBundle: [/^@play-smart\/engine(\/|$)/],
    onlyBundle: false,
  },
  // site/server/data/migrations.ts reads its folder relative to the module; in the bundle, beside it.
  define: { __MIGRATIONS_URL__: JSON.stringify('./migrations/') },
  copy: [{ from: 'site/server/migrations/*.sql', to: 'dist-server/migrations' }],
});
