import { PassThrough } from 'node:stream';

/** What a logger wrote: the stream to give it, and each line written so far, parsed. */
export interface LogCapture {
  readonly stream: PassThrough;
  readonly lines: () => Record<string, unknown>[];
}

/** A stream for a JSON logger (pino) to write to, keeping every line it writes. */
export function logCapture(): LogCapture {
  const written: string[] = [];
  const stream = new PassThrough();
  stream.on('data', (chunk: Buffer) => written.push(...chunk.toString().split('\n').filter(Boolean)));
  return { stream, lines: () => written.map((line) => JSON.parse(line) as Record<string, unknown>) };
}
