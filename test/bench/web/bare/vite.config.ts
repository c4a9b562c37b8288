import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The bare page is built with the project's own vite, plugin-react and react, and the same target as the
// site, so the two builds differ only in what the site's code adds. The out dir is given by the caller
// (a temp dir): nothing built here is committed.
export default defineConfig({
  plugins: [react()],
  root: import.meta.dirname,
  logLevel: 'warn',
  build: {
    emptyOutDir: true,
    manifest: true,
    target: 'es2022',
  },
});
