import { availableParallelism } from 'node:os';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// The API server's port in development; `npm run dev` starts it beside Vite (scripts/dev.mjs).
const apiPort = Number(process.env.API_PORT ?? 8081);

export default defineConfig({
  plugins: [react()],
  root: 'site',
  publicDir: 'public',
  build: {
    outDir: '../dist',
    emptyOutDir: true,
    // Maps for developers, moved out of the public folder by scripts/prerender.ts.
    sourcemap: 'hidden',
    target: 'es2022',
    // scripts/prerender.ts reads it to preload each page's own chunk and CSS from its HTML.
    manifest: true,
  },
  server: {
    proxy: {
      '/api': `http://127.0.0.1:${apiPort}`,
      '/js/config': `http://127.0.0.1:${apiPort}`,
    },
  },
  test: {
    root: '.',
    // Vitest's default leaves a core for itself: one worker on a 2-core machine. The server tests spend much
    // of their time waiting for child processes (the server, the staff CLI, the crash writer) and the disk,
    // so a second worker fills that time: `npm test` takes about half as long on two cores.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        extends: true,
        test: {
          name: 'engine',
          root: '.',
          include: ['test/engine/**/*.test.ts'],
          environment: 'node',
          // The engine is pure (no module state, no mocks; test/engine/purity.test.ts), so its test files can
          // share one copy of its modules: importing them afresh for each file cost 40 of the 50 seconds.
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'views',
          root: '.',
          include: ['test/views/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          setupFiles: ['test/support/setup-dom.ts'],
        },
      },
      {
        extends: true,
        // ESLint's own config, run on virtual files: the layer boundaries fire where they should.
        test: { name: 'lint', root: '.', include: ['test/lint/**/*.test.ts'], environment: 'node' },
      },
      {
        extends: true,
        test: {
          name: 'server',
          root: '.',
          include: ['test/server/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
