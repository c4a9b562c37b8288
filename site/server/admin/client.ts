import { createConnection } from 'node:net';
import type { ExportedContactMessage, ExportedRegistration } from '../data/repository';
import type { AdminReply, AdminRequest, StaffOperations } from './protocol';

/**
 * Sends one request over the admin socket; rows (export) go to `onRow`; resolves with the final value.
 * The server sends the rows of the table the request names, so the caller says which row type it reads.
 */
function request(
  path: string,
  message: AdminRequest,
  onRow?: (row: ExportedRegistration | ExportedContactMessage) => void | Promise<void>,
): Promise<number> {
  return new Promise((resolve, reject) => {
    const socket = createConnection(path);
    socket.setEncoding('utf8');
    let buffered = '';
    let settled = false;
    let chain = Promise.resolve();
    const settle = (outcome: () => void): void => {
      if (settled) return;
      settled = true;
      socket.destroy();
      outcome();
    };
    const handle = async (reply: AdminReply): Promise<void> => {
      if ('row' in reply) {
        await onRow?.(reply.row);
      } else if (reply.ok) {
        settle(() => {
          resolve(reply.value);
        });
      } else {
        settle(() => {
          reject(new Error(reply.message));
        });
      }
    };
    socket.on('connect', () => {
      socket.write(`${JSON.stringify(message)}\n`);
    });
    socket.on('data', (chunk: string) => {
      buffered += chunk;
      const lines = buffered.split('\n');
      buffered = lines.pop() ?? '';
      // Rows are handed over in order; the socket pauses while a slow consumer catches up.
      socket.pause();
      chain = chain
        .then(async () => {
          for (const line of lines) if (line !== '') await handle(JSON.parse(line) as AdminReply);
          if (!settled) socket.resume();
        })
        .catch((error: unknown) => {
          settle(() => {
            reject(error instanceof Error ? error : new Error(String(error)));
          });
        });
    });
    socket.on('error', (error) => {
      settle(() => {
        reject(new Error(`The admin socket ${path} failed: ${error.message}`));
      });
    });
    socket.on('close', () => {
      void chain.then(() => {
        settle(() => {
          reject(new Error('The server closed the admin connection without answering.'));
        });
      });
    });
  });
}

/** The staff operations of a running server, reached through its admin socket. */
export function adminSocketClient(path: string): StaffOperations {
  return {
    stockRemaining: () => request(path, { op: 'stock' }),
    setStock: async (count) => {
      await request(path, { op: 'set-stock', count });
    },
    purgeRegistrationsBefore: (cutoff) => request(path, { op: 'purge', before: cutoff.toISOString() }),
    exportRegistrations: (onRow) =>
      request(path, { op: 'export' }, (row) => onRow(row as ExportedRegistration)),
    purgeContactMessagesBefore: (cutoff) =>
      request(path, { op: 'purge-contact', before: cutoff.toISOString() }),
    exportContactMessages: (onRow) =>
      request(path, { op: 'export-contact' }, (row) => onRow(row as ExportedContactMessage)),
  };
}
