import type { IncomingMessage, Server } from 'node:http';
import type { Socket } from 'node:net';

/**
 * The way to close `server` at once, whoever is connected: call it when the server is made, as it follows the
 * connections from the first. Node's `server.close()` ends the idle kept-alive connections, but waits for one that
 * never carried a request (a browser opens some ahead, in case) until Node's headers timeout, a minute later: a
 * journey that closed its server while its page was open timed out there.
 */
export function closable(server: Server): () => Promise<void> {
  /** The connections that have not carried a request yet. */
  const unused = new Set<Socket>();
  server.on('connection', (socket: Socket) => {
    unused.add(socket);
    socket.once('close', () => unused.delete(socket));
  });
  server.on('request', (req: IncomingMessage) => unused.delete(req.socket));
  return () => {
    for (const socket of unused) socket.destroy();
    return new Promise<void>((resolve) => server.close(() => resolve()));
  };
}
