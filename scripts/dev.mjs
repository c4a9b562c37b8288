// `npm run dev`: the API server (restarted on change by tsx watch) and Vite's dev server with hot reload,
// which proxies /api to it. Ctrl-C stops both.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const apiPort = process.env.API_PORT ?? '8081';

// The API server also serves the built pages, so it needs one build to start; Vite serves the live ones.
if (!existsSync('dist/_pages/index.html')) spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });

const children = [
  spawn('npx', ['tsx', 'watch', 'site/server/main.ts'], {
    stdio: 'inherit',
    env: { ...process.env, PORT: apiPort, HOST: '127.0.0.1' },
  }),
  spawn('npx', ['vite'], { stdio: 'inherit', env: { ...process.env, API_PORT: apiPort } }),
];

function stop() {
  for (const child of children) child.kill('SIGTERM');
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) {
  child.on('exit', (code) => {
    if (code) process.exitCode = code;
    stop();
  });
}
