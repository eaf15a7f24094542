import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { FIXTURES } from './fixtures';

// One loopback server that speaks the four catalogue protocols the dataset connectors use, on
// their real paths: CKAN's action API (and piveau's façade of it), Zenodo's records API,
// DataCite's JSON:API and Data Commons' v2 resolve. Each path answers its recorded fixture
// unless answers are scripted for it; scripted answers are used one per request, in order.

export const PATHS = {
  ckan: '/api/3/action/package_search',
  piveau: '/api/hub/search/ckan/package_search',
  zenodo: '/api/records',
  datacite: '/dois',
  datacommons: '/v2/resolve',
} as const;

export type StubAnswer =
  | { status?: number; json: unknown; headers?: Record<string, string> }
  | { status?: number; text: string; headers?: Record<string, string> }
  /** Headers never sent, the connection left open: a server that hangs. */
  | { hang: true };

export interface SeenRequest {
  path: string;
  params: URLSearchParams;
  headers: IncomingHttpHeaders;
}

export interface DatasetStub {
  /** The base URL to configure: http://127.0.0.1:<port> */
  url: string;
  readonly requests: SeenRequest[];
  requestsTo(path: string): SeenRequest[];
  script(path: string, answers: StubAnswer[]): void;
  reset(): void;
  close(): Promise<void>;
}

const DEFAULTS: Record<string, unknown> = {
  [PATHS.ckan]: FIXTURES.ckan,
  [PATHS.piveau]: FIXTURES.ckan,
  [PATHS.zenodo]: FIXTURES.zenodo,
  [PATHS.datacite]: FIXTURES.datacite,
  [PATHS.datacommons]: FIXTURES.datacommons,
};

export async function startDatasetStub(): Promise<DatasetStub> {
  let scripts = new Map<string, StubAnswer[]>();
  let requests: SeenRequest[] = [];

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://stub');
    requests.push({ path: url.pathname, params: url.searchParams, headers: req.headers });
    const answer = scripts.get(url.pathname)?.shift() ?? defaultAnswer(url.pathname);
    write(res, answer);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    get requests() {
      return requests;
    },
    requestsTo: (path) => requests.filter((request) => request.path === path),
    script: (path, answers) => void scripts.set(path, [...(scripts.get(path) ?? []), ...answers]),
    reset: () => {
      scripts = new Map();
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
  const fixture = DEFAULTS[path];
  return fixture ? { json: fixture } : { status: 404, json: { message: `stub: no route for ${path}` } };
}

function write(res: ServerResponse, answer: StubAnswer): void {
  if ('hang' in answer) return;
  const body = 'json' in answer ? JSON.stringify(answer.json) : answer.text;
  const type = 'json' in answer ? 'application/json' : 'text/html; charset=utf-8';
  res.writeHead(answer.status ?? 200, { 'content-type': type, ...answer.headers }).end(body);
}
