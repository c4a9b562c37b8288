import { spawn } from 'node:child_process';
import { join } from 'node:path';
import type { ServerProcess } from '../support/server-process';

/**
 * Starts the launch-day floor (./launch-day-bare.ts) on a free port, sending `pageFile` as its page;
 * resolves once it listens. Used by the bench and by the test that checks the floor listens as the site does.
 * `env` adds settings (the storage floor's STORE, VAR_DIR, DATABASE_URL, STOCK and REFUSE_ZIP).
 */
export function startFloor(pageFile: string, env: Record<string, string> = {}): Promise<ServerProcess> {
  const proc = spawn(process.execPath, ['--import', 'tsx', join(import.meta.dirname, 'launch-day-bare.ts')], {
    env: { ...process.env, PORT: '0', PAGE_FILE: pageFile, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match?.[1]) resolve({ proc, base: match[1], output: () => output });
    };
    proc.stdout.on('data', onData);
    proc.stderr.on('data', onData);
    proc.once('exit', (code) => {
      reject(new Error(`the floor exited with ${String(code)} before listening:\n${output}`));
    });
  });
}
