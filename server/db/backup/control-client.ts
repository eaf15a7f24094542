import net from 'node:net';

// The scripts' side of the control socket (see serve-backups.ts for the protocol).

export const DUMP_COMMAND = 'DUMP';
const CONNECT_TIMEOUT_MS = 5_000;

/**
 * Connects, or answers null when nothing listens: no socket file, one a dead process left, or a
 * path through a file, where no socket can be.
 */
function connect(socketPath: string): Promise<net.Socket | null> {
  return new Promise((resolve, reject) => {
    const socket = net.createConnection(socketPath);
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`${socketPath} accepts no connection within ${CONNECT_TIMEOUT_MS / 1000} s: is the app stuck?`));
    }, CONNECT_TIMEOUT_MS);
    socket.once('connect', () => {
      clearTimeout(timer);
      resolve(socket);
    });
    socket.once('error', (error: NodeJS.ErrnoException) => {
      clearTimeout(timer);
      if (error.code === 'ENOENT' || error.code === 'ECONNREFUSED' || error.code === 'ENOTDIR') resolve(null);
      else reject(error);
    });
  });
}

/** True while a process serves backups on the socket, that is while it has the database open. */
export async function controlAnswers(socketPath: string): Promise<boolean> {
  const socket = await connect(socketPath);
  if (!socket) return false;
  socket.destroy();
  return true;
}

/** The running app's dump (a gzip tarball), or null when no app answers on the socket. */
export async function requestDump(socketPath: string): Promise<Buffer | null> {
  const socket = await connect(socketPath);
  if (!socket) return null;
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.once('error', reject);
    socket.once('end', () => {
      const reply = Buffer.concat(chunks);
      if (reply.subarray(0, 4).toString('latin1') === 'ERR ') {
        reject(new Error(`The running app could not make the backup: ${reply.subarray(4).toString('utf8').trim()}`));
      } else if (reply.length === 0) {
        reject(new Error('The running app closed the control socket without sending a backup'));
      } else resolve(reply);
    });
    socket.write(`${DUMP_COMMAND}\n`);
  });
}
