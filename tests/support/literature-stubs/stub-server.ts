import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { LiteratureSourceId } from '../../../server/literature/work';
import { FIXTURES } from './fixtures';

// One loopback server that speaks the five literature protocols on their real paths, each under a
// prefix of its own (OpenAlex and Crossref both answer /works): configure a source with
// `stub.baseUrls[source]`. Each path answers its recorded fixture unless answers are scripted for
// it (used one per request, in order) or a handler replaces the default for good.

const PREFIXES: Record<LiteratureSourceId, string> = {
  openalex: '/openalex',
  semantic_scholar: '/semantic-scholar',
  arxiv: '/arxiv',
  europepmc: '/europepmc',
  crossref: '/crossref',
};

export const PATHS: Record<LiteratureSourceId, string> = {
  openalex: `${PREFIXES.openalex}/works`,
  semantic_scholar: `${PREFIXES.semantic_scholar}/graph/v1/paper/search`,
  arxiv: `${PREFIXES.arxiv}/api/query`,
  europepmc: `${PREFIXES.europepmc}/europepmc/webservices/rest/search`,
  crossref: `${PREFIXES.crossref}/works`,
};

export type StubAnswer =
  | { status?: number; json: unknown; headers?: Record<string, string> }
  | { status?: number; text: string; contentType?: string; headers?: Record<string, string> }
  /** Headers never sent, the connection left open: a server that hangs. */
  | { hang: true };

/** An answer worked out from the request's query string (an echo of the query, say). */
export type AnswerFn = (params: URLSearchParams) => StubAnswer;

export interface SeenRequest {
  path: string;
  params: URLSearchParams;
  headers: IncomingHttpHeaders;
}

export interface LiteratureStub {
  /** http://127.0.0.1:<port> */
  url: string;
  /** The base URL to configure for each source (LITERATURE_<SOURCE>_URL). */
  baseUrls: Record<LiteratureSourceId, string>;
  readonly requests: SeenRequest[];
  requestsTo(path: string): SeenRequest[];
  /** Answers for the next requests to `path`, one each, in order. */
  script(path: string, answers: (StubAnswer | AnswerFn)[]): void;
  /** Replaces `path`'s default answer until reset. */
  answerWith(path: string, answer: AnswerFn): void;
  reset(): void;
  close(): Promise<void>;
}

const ATOM = 'application/atom+xml; charset=utf-8';

const DEFAULTS: Record<string, StubAnswer> = {
  [PATHS.openalex]: { json: FIXTURES.openalex },
  [PATHS.semantic_scholar]: { json: FIXTURES.semantic_scholar },
  [PATHS.arxiv]: { text: FIXTURES.arxiv, contentType: ATOM },
  [PATHS.europepmc]: { json: FIXTURES.europepmc },
  [PATHS.crossref]: { json: FIXTURES.crossref },
};

export async function startLiteratureStub(options: { port?: number } = {}): Promise<LiteratureStub> {
  let scripts = new Map<string, (StubAnswer | AnswerFn)[]>();
  let handlers = new Map<string, AnswerFn>();
  let requests: SeenRequest[] = [];

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://stub');
    if (url.pathname === '/health') return void res.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
    requests.push({ path: url.pathname, params: url.searchParams, headers: req.headers });
    const next = scripts.get(url.pathname)?.shift() ?? handlers.get(url.pathname) ?? defaultAnswer(url.pathname);
    write(res, typeof next === 'function' ? next(url.searchParams) : next);
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;

  return {
    url,
    baseUrls: Object.fromEntries(
      Object.entries(PREFIXES).map(([source, prefix]) => [source, `${url}${prefix}`]),
    ) as Record<LiteratureSourceId, string>,
    get requests() {
      return requests;
    },
    requestsTo: (path) => requests.filter((request) => request.path === path),
    script: (path, answers) => void scripts.set(path, [...(scripts.get(path) ?? []), ...answers]),
    answerWith: (path, answer) => void handlers.set(path, answer),
    reset: () => {
      scripts = new Map();
      handlers = new Map();
      requests = [];
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        // Hanging answers never end by themselves.
        server.closeAllConnections();
      }),
  };
}

function defaultAnswer(path: string): StubAnswer {
  return DEFAULTS[path] ?? { status: 404, json: { message: `stub: no route for ${path}` } };
}

function write(res: ServerResponse, answer: StubAnswer): void {
  if ('hang' in answer) return;
  const body = 'json' in answer ? JSON.stringify(answer.json) : answer.text;
  const type = 'json' in answer ? 'application/json' : (answer.contentType ?? 'text/html; charset=utf-8');
  res.writeHead(answer.status ?? 200, { 'content-type': type, ...answer.headers }).end(body);
}
