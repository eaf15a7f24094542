import { execFileSync } from 'node:child_process';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

// GitHub's pull-request endpoints on 127.0.0.1, speaking its REST API as documented
// (docs.github.com/rest/pulls/pulls): POST /repos/{owner}/{repo}/pulls and
// GET /repos/{owner}/{repo}/pulls?head=owner:branch&state=open, with GitHub's checks (token,
// User-Agent, API version, JSON body, required fields, the head branch on the remote, one open pull
// request per head and base) and its response and error shapes.

export interface GitHubStubRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  headers: Record<string, string | string[] | undefined>;
  /** The parsed JSON body, or the raw text when it did not parse. */
  body: unknown;
}

export interface GitHubStubPull {
  id: number;
  number: number;
  state: 'open' | 'closed';
  draft: boolean;
  title: string;
  body: string | null;
  html_url: string;
  url: string;
  head: { ref: string; label: string };
  base: { ref: string; label: string };
  user: { login: string };
  created_at: string;
}

/** Answers the next requests before any route does: to script 5xx, 429 and the like. */
export interface GitHubStubAnswer {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}

export interface GitHubStubOptions {
  /** The one token accepted (default 'ghp_stub_token'). */
  token?: string;
  /** owner/name of the one repository served (default 'labforge/experiments'). */
  repository?: string;
  /** A bare repository whose branches stand for the GitHub repository's: the head must exist there. */
  gitDir?: string;
  port?: number;
  host?: string;
}

export interface GitHubStub {
  /** The API base URL (VIBE_GITHUB_API_URL). */
  url: string;
  token: string;
  repository: string;
  readonly requests: GitHubStubRequest[];
  readonly pulls: GitHubStubPull[];
  script(answers: GitHubStubAnswer[]): void;
  reset(): void;
  close(): Promise<void>;
}

const DOCS = 'https://docs.github.com/rest/pulls/pulls#create-a-pull-request';

export async function startGitHubStub(options: GitHubStubOptions = {}): Promise<GitHubStub> {
  const token = options.token ?? 'ghp_stub_token';
  const repository = options.repository ?? 'labforge/experiments';
  const [owner] = repository.split('/');
  let requests: GitHubStubRequest[] = [];
  let pulls: GitHubStubPull[] = [];
  let queue: GitHubStubAnswer[] = [];
  let baseUrl = '';

  const send = (res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) =>
    void res
      .writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers })
      .end(JSON.stringify(body));
  const fail = (res: ServerResponse, status: number, message: string, extra: Record<string, unknown> = {}) =>
    send(res, status, { message, ...extra, documentation_url: DOCS, status: String(status) });

  const branchExists = (branch: string) => {
    if (!options.gitDir) return true;
    try {
      execFileSync('git', ['rev-parse', '--verify', '--quiet', `refs/heads/${branch}`], {
        cwd: options.gitDir,
        stdio: 'ignore',
      });
      return true;
    } catch {
      return false;
    }
  };

  const create = (res: ServerResponse, body: unknown) => {
    if (!body || typeof body !== 'object' || Array.isArray(body)) return fail(res, 400, 'Problems parsing JSON');
    const input = body as Record<string, unknown>;
    const missing = ['title', 'head', 'base'].filter((f) => typeof input[f] !== 'string' || !input[f]);
    if (missing.length) {
      const errors = missing.map((field) => ({ resource: 'PullRequest', field, code: 'missing_field' }));
      return fail(res, 422, 'Validation Failed', { errors });
    }
    const [head, base] = [String(input.head), String(input.base)];
    const invalid = [
      ...(branchExists(head) ? [] : [{ resource: 'PullRequest', field: 'head', code: 'invalid' }]),
      ...(branchExists(base) ? [] : [{ resource: 'PullRequest', field: 'base', code: 'invalid' }]),
    ];
    if (invalid.length) return fail(res, 422, 'Validation Failed', { errors: invalid });
    if (pulls.some((p) => p.state === 'open' && p.head.ref === head && p.base.ref === base)) {
      const errors = [
        { resource: 'PullRequest', code: 'custom', message: `A pull request already exists for ${owner}:${head}.` },
      ];
      return fail(res, 422, 'Validation Failed', { errors });
    }
    const number = pulls.length + 1;
    const pull: GitHubStubPull = {
      id: 1000 + number,
      number,
      state: 'open',
      draft: input.draft === true,
      title: String(input.title),
      body: typeof input.body === 'string' ? input.body : null,
      html_url: `${baseUrl}/${repository}/pull/${number}`,
      url: `${baseUrl}/repos/${repository}/pulls/${number}`,
      head: { ref: head, label: `${owner}:${head}` },
      base: { ref: base, label: `${owner}:${base}` },
      user: { login: 'labforge-bot' },
      created_at: new Date().toISOString(),
    };
    pulls.push(pull);
    send(res, 201, pull, { location: pull.url });
  };

  const list = (res: ServerResponse, query: Record<string, string>) => {
    const state = query.state ?? 'open';
    const found = pulls.filter(
      (p) =>
        (state === 'all' || p.state === state) &&
        (!query.head || p.head.label === query.head) &&
        (!query.base || p.base.ref === query.base),
    );
    send(res, 200, found);
  };

  const route = (req: IncomingMessage, res: ServerResponse, request: GitHubStubRequest) => {
    const scripted = queue.shift();
    if (scripted) return send(res, scripted.status, scripted.body ?? {}, scripted.headers);
    if (!req.headers['user-agent']) {
      return fail(
        res,
        403,
        'Request forbidden by administrative rules. Please make sure your request has a User-Agent header',
      );
    }
    const version = req.headers['x-github-api-version'];
    if (version !== undefined && version !== '2022-11-28')
      return fail(res, 400, `API version '${version}' is not supported.`);
    const auth = req.headers.authorization ?? '';
    if (auth !== `Bearer ${token}` && auth !== `token ${token}`) return fail(res, 401, 'Bad credentials');
    if (request.path === `/repos/${repository}/pulls`) {
      if (req.method === 'POST') return create(res, request.body);
      if (req.method === 'GET') return list(res, request.query);
    }
    fail(res, 404, 'Not Found');
  };

  const server = createServer((req, res) => {
    void readBody(req).then((text) => {
      const url = new URL(req.url ?? '/', 'http://stub');
      const request: GitHubStubRequest = {
        method: req.method ?? 'GET',
        path: url.pathname,
        query: Object.fromEntries(url.searchParams),
        headers: req.headers,
        body: parseJson(text),
      };
      requests.push(request);
      route(req, res, request);
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve));
  const { address, port } = server.address() as AddressInfo;
  baseUrl = `http://${address}:${port}`;

  return {
    url: baseUrl,
    token,
    repository,
    get requests() {
      return requests;
    },
    get pulls() {
      return pulls;
    },
    script: (answers) => void queue.push(...answers),
    reset: () => {
      requests = [];
      pulls = [];
      queue = [];
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function parseJson(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}
