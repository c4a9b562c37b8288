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
    sourcemap: true,
    target: 'es2022',
  },
  server: {
    proxy: {
      '/api': `http://127.0.0.1:${apiPort}`,
      '/js/config': `http://127.0.0.1:${apiPort}`,
    },
  },
  test: {
    root: '.',
    projects: [
      {
        extends: true,
        test: { name: 'engine', root: '.', include: ['test/engine/**/*.test.ts'], environment: 'node' },
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
