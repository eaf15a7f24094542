import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as delay } from 'node:timers/promises';
import {
  defaultAnswer,
  wordChunks,
  writeCompletion,
  writeEmbeddings,
  writeError,
  writeStream,
  type StubAnswer,
  type StubMessage,
  type StubRequest,
} from './stub-answers';

export type { StubAnswer, StubRequest } from './stub-answers';

// A real OpenAI-compatible server on 127.0.0.1, so tests run the real client and its HTTP.
// Answers come from the script queue, then the handler, then a deterministic default.
// /__script, /__reset and /__requests let another process (e2e) drive a standalone one.

export type StubHandler = (request: StubRequest) => StubAnswer | Promise<StubAnswer>;

export interface OpenAiStub {
  /** The base URL to configure, ending in /v1. */
  url: string;
  /** Queues answers, used one per request in arrival order. */
  script(answers: StubAnswer[]): void;
  /** Answers requests once the script is used up; null goes back to the default. */
  handle(handler: StubHandler | null): void;
  /** Every chat and embeddings request received, in order. */
  readonly requests: StubRequest[];
  readonly inFlight: number;
  /** The most requests that were open at once. */
  readonly maxInFlight: number;
  /** Forgets the script, handler, requests and counts. */
  reset(): void;
  close(): Promise<void>;
}

export async function startOpenAiStub(options: { port?: number; host?: string } = {}): Promise<OpenAiStub> {
  let queue: StubAnswer[] = [];
  let handler: StubHandler | null = null;
  let requests: StubRequest[] = [];
  let inFlight = 0;
  let maxInFlight = 0;
  let nextId = 1;

  const answerFor = async (request: StubRequest) =>
    queue.shift() ?? (handler ? await handler(request) : defaultAnswer(request));

  const serveModelCall = async (req: IncomingMessage, res: ServerResponse, body: Record<string, unknown>) => {
    const request: StubRequest = {
      id: nextId++,
      method: req.method ?? 'POST',
      path: req.url ?? '',
      headers: req.headers,
      body,
      model: typeof body.model === 'string' ? body.model : null,
      stream: body.stream === true,
      messages: toMessages(body.messages),
      closedEarly: false,
    };
    requests.push(request);
    maxInFlight = Math.max(maxInFlight, ++inFlight);
    // Out of flight once the answer is written, not at 'close': that event can trail the
    // client's next request, which would count one call twice.
    let open = true;
    const settle = () => void (open && ((open = false), inFlight--));
    res.on('close', () => {
      if (!res.writableEnded) request.closedEarly = true;
      settle();
    });
    const answer = await answerFor(request);
    if (typeof answer === 'object' && 'latencyMs' in answer && answer.latencyMs) await delay(answer.latencyMs);
    if (res.destroyed) return;
    write(res, request, answer);
    if (res.writableEnded) settle();
  };

  const route = async (req: IncomingMessage, res: ServerResponse) => {
    const body = await readBody(req);
    const path = (req.url ?? '').split('?')[0];
    const call = `${req.method} ${path}`;
    if (call === 'POST /v1/chat/completions' || call === 'POST /v1/embeddings')
      return serveModelCall(req, res, asRecord(body));
    if (call === 'GET /v1/models') {
      const ids = new Set(['stub-model', ...requests.flatMap((r) => (r.model ? [r.model] : []))]);
      return sendJson(res, { object: 'list', data: [...ids].map((id) => ({ id, object: 'model', owned_by: 'stub' })) });
    }
    if (call === 'POST /__script') stub.script((Array.isArray(body) ? body : [body]) as StubAnswer[]);
    else if (call === 'POST /__reset') stub.reset();
    else if (call === 'GET /__requests') return sendJson(res, requests);
    else return writeError(res, 404, `stub: no route for ${call}`);
    res.writeHead(204).end();
  };
  const server = createServer((req, res) => {
    route(req, res).catch((error: Error) => writeError(res, 400, `stub: ${error.message}`));
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve));
  const { address, port } = server.address() as AddressInfo;

  const stub: OpenAiStub = {
    url: `http://${address}:${port}/v1`,
    script: (answers) => void queue.push(...answers),
    handle: (next) => void (handler = next),
    get requests() {
      return requests;
    },
    get inFlight() {
      return inFlight;
    },
    get maxInFlight() {
      return maxInFlight;
    },
    reset: () => {
      queue = [];
      handler = null;
      requests = [];
      maxInFlight = inFlight;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        // Stalled answers never end by themselves.
        server.closeAllConnections();
      }),
  };
  return stub;
}

function write(res: ServerResponse, request: StubRequest, answer: StubAnswer): void {
  const embeddingsCall = request.path.startsWith('/v1/embeddings');
  if (typeof answer === 'string') return write(res, request, { text: answer });
  if ('status' in answer)
    return writeError(res, answer.status, answer.message ?? `stub error ${answer.status}`, answer.retryAfter);
  if ('stall' in answer) return request.stream ? writeStream(res, request, answer.chunks ?? [], 'stall') : undefined;
  if ('embeddings' in answer) {
    if (embeddingsCall) return writeEmbeddings(res, request, answer.embeddings);
    return writeError(res, 500, 'stub: an embeddings answer was scripted for a chat request');
  }
  if (embeddingsCall) return writeError(res, 500, 'stub: a chat answer was scripted for an embeddings request');
  const text = 'json' in answer ? JSON.stringify(answer.json) : answer.text;
  if (!request.stream) return writeCompletion(res, request, text, answer.usage);
  writeStream(res, request, 'chunks' in answer && answer.chunks ? answer.chunks : wordChunks(text), {
    usage: answer.usage,
  });
}

function sendJson(res: ServerResponse, body: unknown): void {
  res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

async function readBody(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  return text ? (JSON.parse(text) as unknown) : {};
}

function asRecord(value: unknown): Record<string, unknown> {
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

/** Content as text: a string, or the text parts of a content array joined. */
function toMessages(value: unknown): StubMessage[] {
  if (!Array.isArray(value)) return [];
  return value.map((m: { role?: unknown; content?: unknown }) => ({
    role: String(m.role),
    content: Array.isArray(m.content)
      ? m.content.map((p: { text?: unknown }) => (typeof p.text === 'string' ? p.text : '')).join('')
      : String(m.content ?? ''),
  }));
}
