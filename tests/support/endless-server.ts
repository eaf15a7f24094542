import { once } from 'node:events';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

// A loopback HTTP server (127.0.0.1, a free port) that answers with a body that never ends, or
// with a fixed one: for the capped reads of outside sources (server/http/read-capped.ts). It
// records whether the client hung up on an endless body and how much it had sent by then.

export interface EndlessAnswer {
  contentType: string;
  /** Sent once, before the endless chunks. */
  head?: string;
  /** Sent again and again until the client closes the connection. */
  chunk: string;
}

export interface FixedAnswer {
  status?: number;
  contentType: string;
  body: string;
  headers?: Record<string, string>;
}

export interface EndlessServer {
  url: string;
  answer(next: EndlessAnswer | FixedAnswer): void;
  /** Resolves with the bytes sent once the client closed an endless answer. */
  hungUp(): Promise<number>;
  close(): Promise<void>;
}

export async function startEndlessServer(): Promise<EndlessServer> {
  let current: EndlessAnswer | FixedAnswer = { contentType: 'text/plain', body: '' };
  let closed: Promise<number> = Promise.resolve(0);
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    request.resume();
    const answer = current;
    if ('body' in answer) {
      response.writeHead(answer.status ?? 200, { 'content-type': answer.contentType, ...answer.headers });
      response.end(answer.body);
      return;
    }
    response.writeHead(200, { 'content-type': answer.contentType });
    let sent = 0;
    let open = true;
    closed = new Promise((resolve) => response.on('close', () => ((open = false), resolve(sent))));
    const chunk = Buffer.from(answer.chunk);
    const pump = () => {
      while (open) {
        sent += chunk.length;
        if (!response.write(chunk)) return void response.once('drain', pump);
      }
    };
    if (answer.head) response.write(answer.head);
    pump();
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    answer: (next) => void (current = next),
    hungUp: () => closed,
    close: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
