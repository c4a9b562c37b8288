import { chmodSync, mkdirSync, unlinkSync } from 'node:fs';
import { createConnection, createServer, type Socket } from 'node:net';
import { dirname, join } from 'node:path';
import {
  MAX_REQUEST_BYTES,
  parseAdminRequest,
  type AdminReply,
  type AdminRequest,
  type StaffOperations,
} from './protocol';

/**
 * The running server's admin socket. PGlite lets only one process open the database files, so while the
 * site runs the staff CLI cannot open them; it sends its commands here instead. A Unix domain socket with
 * mode 0600 in the var directory: only the user the server runs as (or root) can connect, and nothing
 * listens on the network.
 */

/** The admin socket's path inside the server's var directory: `var/admin.sock`. */
export function adminSocketPath(varDir: string): string {
  return join(varDir, 'admin.sock');
}

/** Whether something is accepting connections on the socket at `path`. */
export function socketAnswers(path: string): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createConnection(path);
    probe.once('connect', () => {
      probe.destroy();
      resolve(true);
    });
    probe.once('error', () => {
      resolve(false);
    });
  });
}

function write(socket: Socket, reply: AdminReply): Promise<void> {
  // A client that hung up stops the export at the next row instead of leaving it waiting forever.
  if (socket.destroyed) return Promise.reject(new Error('The admin client went away.'));
  return new Promise((resolve) => {
    // Waiting for the write to flush keeps a large export from piling up in memory.
    if (socket.write(`${JSON.stringify(reply)}\n`)) {
      resolve();
      return;
    }
    const done = (): void => {
      socket.off('drain', done);
      socket.off('close', done);
      resolve();
    };
    socket.once('drain', done);
    socket.once('close', done);
  });
}

async function perform(operations: StaffOperations, request: AdminRequest, socket: Socket): Promise<number> {
  switch (request.op) {
    case 'stock':
      return operations.stockRemaining();
    case 'set-stock':
      await operations.setStock(request.count);
      return operations.stockRemaining();
    case 'purge':
      return operations.purgeRegistrationsBefore(new Date(request.before));
    case 'export':
      return operations.exportRegistrations((row) => write(socket, { row }));
    case 'purge-contact':
      return operations.purgeContactMessagesBefore(new Date(request.before));
    case 'export-contact':
      return operations.exportContactMessages((row) => write(socket, { row }));
  }
}

function serve(operations: StaffOperations, socket: Socket): void {
  let buffered = '';
  socket.setEncoding('utf8');
  socket.on('error', () => undefined); // a client that hangs up mid-export is not the server's problem
  const onData = (chunk: string): void => {
    buffered += chunk;
    const end = buffered.indexOf('\n');
    if (end === -1 && buffered.length <= MAX_REQUEST_BYTES) return;
    socket.off('data', onData);
    const request = end === -1 ? 'The request is too long.' : parseAdminRequest(buffered.slice(0, end));
    const answer =
      typeof request === 'string'
        ? Promise.resolve<AdminReply>({ ok: false, message: request })
        : perform(operations, request, socket).then(
            (value): AdminReply => ({ ok: true, value }),
            (error: unknown): AdminReply => ({
              ok: false,
              message: error instanceof Error ? error.message : String(error),
            }),
          );
    void answer
      .then(async (reply) => {
        if (socket.destroyed) return;
        await write(socket, reply);
        socket.end();
      })
      .catch(() => undefined);
  };
  socket.on('data', onData);
}

/**
 * Starts the admin socket for the staff CLI (site/server/admin/cli.ts). Call it after opening the database
 * and close it before closing the database. A socket file left by a crashed server is replaced; one that
 * still answers means another server is running, and is an error.
 *
 * @param operations - the repository (or anything with its staff operations)
 * @param path - usually {@link adminSocketPath}(varDir)
 * @example
 * ```ts
 * const admin = await startAdminSocket(repository, adminSocketPath(config.varDir));
 * // on shutdown: await admin.close(); await db.close();
 * ```
 */
export async function startAdminSocket(
  operations: StaffOperations,
  path: string,
): Promise<{ close(): Promise<void> }> {
  mkdirSync(dirname(path), { recursive: true });
  if (await socketAnswers(path)) {
    throw new Error(`Another process is serving the admin socket ${path}. Stop it first.`);
  }
  try {
    unlinkSync(path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }

  const connections = new Set<Socket>();
  const server = createServer((socket) => {
    connections.add(socket);
    socket.once('close', () => connections.delete(socket));
    serve(operations, socket);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    // listen() binds a Unix socket synchronously: with this umask the file is born 0600, leaving no
    // moment when another user could connect. chmod below covers platforms where that is not so.
    let previous: number | undefined;
    try {
      previous = process.umask(0o177);
    } catch {
      // umask is not available in worker threads; chmod below still applies.
    }
    try {
      server.listen(path, () => {
        server.off('error', reject);
        resolve();
      });
    } finally {
      if (previous !== undefined) process.umask(previous);
    }
  });
  chmodSync(path, 0o600);

  let closing: Promise<void> | undefined;
  return {
    close() {
      closing ??= new Promise<void>((resolve) => {
        server.close(() => {
          try {
            unlinkSync(path);
          } catch {
            // already gone (Node removes it on some platforms)
          }
          resolve();
        });
        for (const socket of connections) socket.destroy();
      });
      return closing;
    },
  };
}
