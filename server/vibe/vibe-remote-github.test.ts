import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startGitHubStub, type GitHubStub } from '../../tests/support/github-stub/github-stub';
import { createVibePublisher, type PublisherOptions } from './vibe-remote';
import { BASE, createSandbox, FEATURE, headOf, type Sandbox } from './vibe-remote.test-support';

// Pushing to a bare repository over file://, then opening the pull request through the loopback
// GitHub stand-in, which checks the head branch is on that bare repository as GitHub would.

let sandbox: Sandbox;
let remote: { dir: string; url: string };
let github: GitHubStub;
let pauses: number[];

beforeEach(async () => {
  sandbox = await createSandbox();
  remote = await sandbox.bare('remote');
  github = await startGitHubStub({ gitDir: remote.dir });
  pauses = [];
});
afterEach(async () => {
  await github.close();
  await sandbox.dispose();
});

const publisher = (token = github.token, options: PublisherOptions = {}) =>
  createVibePublisher(
    { gitRemote: remote.url, github: { apiUrl: github.url, token, repository: github.repository } },
    undefined,
    { github: { sleep: async (ms) => void pauses.push(ms), random: () => 0.5 }, ...options },
  )!;

describe('createVibePublisher, opening the pull request on GitHub', () => {
  it('sends a well-formed create-pull-request call and answers the pull request’s page', async () => {
    const request = sandbox.request({
      pullRequest: { title: 'Reef shading experiment', description: '## Built', draft: true },
    });
    const outcome = await publisher()(request);

    expect(outcome).toEqual({
      remote: { configured: true, pushed: true, url: remote.url, error: null },
      pullRequestUrl: `${github.url}/labforge/experiments/pull/1`,
    });
    expect(github.requests).toHaveLength(1);
    const [call] = github.requests;
    expect(call.method).toBe('POST');
    expect(call.path).toBe('/repos/labforge/experiments/pulls');
    expect(call.headers).toMatchObject({
      accept: 'application/vnd.github+json',
      authorization: 'Bearer ghp_stub_token',
      'x-github-api-version': '2022-11-28',
      'content-type': 'application/json',
    });
    expect(call.headers['user-agent']).toMatch(/^Labforge\//);
    expect(call.body).toEqual({
      title: 'Reef shading experiment',
      body: '## Built',
      head: FEATURE,
      base: BASE,
      draft: true,
    });
    expect(github.pulls[0]).toMatchObject({ number: 1, state: 'open', draft: true, head: { ref: FEATURE } });
  });

  it('opens the pull request onto the remote’s own base branch when only the feature branch was pushed', async () => {
    const lab = await sandbox.bare('lab', { seed: { 'README.md': '# Our lab\n' } });
    await github.close();
    github = await startGitHubStub({ gitDir: lab.dir });
    remote = lab;
    const theirs = await headOf(lab.dir, BASE);
    const outcome = await publisher()(sandbox.request({ baseOnRemote: true }));

    expect(outcome.pullRequestUrl).toBe(`${github.url}/labforge/experiments/pull/1`);
    expect(github.requests.map((r) => r.body)).toEqual([expect.objectContaining({ head: FEATURE, base: BASE })]);
    expect(await headOf(lab.dir, BASE)).toBe(theirs);
  });

  it('answers GitHub’s message when the token is refused, the branches still pushed', async () => {
    const outcome = await publisher('ghp_revoked')(sandbox.request());
    expect(outcome).toEqual({
      remote: { configured: true, pushed: true, url: remote.url, error: 'Bad credentials' },
      pullRequestUrl: null,
    });
    expect(github.pulls).toHaveLength(0);
  });

  it('answers the pull request already open for the branch when opened again', async () => {
    const first = await publisher()(sandbox.request());
    const again = await publisher()(sandbox.request());

    expect(again.pullRequestUrl).toBe(first.pullRequestUrl);
    expect(again.remote.error).toBeNull();
    expect(github.pulls).toHaveLength(1);
    const lookup = github.requests.at(-1)!;
    expect(lookup.method).toBe('GET');
    expect(lookup.query).toMatchObject({ head: `labforge:${FEATURE}`, state: 'open' });
  });

  it('opens no pull request when the push was refused', async () => {
    const closed = await sandbox.bare('closed', { refuse: 'Read-only mirror' });
    const refusing = createVibePublisher({
      gitRemote: closed.url,
      github: { apiUrl: github.url, token: github.token, repository: github.repository },
    })!;
    const outcome = await refusing(sandbox.request());
    expect(outcome.remote.pushed).toBe(false);
    expect(outcome.remote.error).toContain('Read-only mirror');
    expect(github.requests).toHaveLength(0);
  });

  it('answers GitHub’s own words for other refusals: an unknown repository, a validation failure', async () => {
    const unknown = createVibePublisher({
      gitRemote: remote.url,
      github: { apiUrl: github.url, token: github.token, repository: 'labforge/missing' },
    })!;
    expect((await unknown(sandbox.request())).remote.error).toBe('Not Found');

    github.script([
      {
        status: 422,
        body: { message: 'Validation Failed', errors: [{ resource: 'PullRequest', field: 'base', code: 'invalid' }] },
      },
    ]);
    expect((await publisher()(sandbox.request())).remote.error).toBe('Validation Failed: base invalid');
  });

  it('retries a 502 and a rate limit, waiting as long as Retry-After says', async () => {
    github.script([
      { status: 502, body: { message: 'Server Error' } },
      { status: 403, body: { message: 'You have exceeded a secondary rate limit' }, headers: { 'retry-after': '3' } },
    ]);
    const outcome = await publisher()(sandbox.request());

    expect(outcome.pullRequestUrl).toBe(`${github.url}/labforge/experiments/pull/1`);
    expect(pauses).toEqual([375, 3000]);
    expect(github.requests).toHaveLength(3);
  });

  it('answers GitHub’s message once the retries are spent', async () => {
    github.script([{ status: 503 }, { status: 503 }, { status: 503, body: { message: 'Service Unavailable' } }]);
    const outcome = await publisher()(sandbox.request());
    expect(outcome.remote).toMatchObject({ pushed: true, error: 'Service Unavailable' });
  });

  it('answers that GitHub could not be reached, without throwing', async () => {
    const apiUrl = github.url;
    await github.close();
    const unreachable = createVibePublisher(
      { gitRemote: remote.url, github: { apiUrl, token: 'ghp_stub_token', repository: 'labforge/experiments' } },
      undefined,
      { github: { sleep: async () => {} } },
    )!;
    const outcome = await unreachable(sandbox.request());
    expect(outcome.remote).toMatchObject({ pushed: true, error: `GitHub's API at ${apiUrl} could not be reached` });
    github = await startGitHubStub();
  });

  it('answers GitHub’s message at once when it asks to wait longer than a call may take', async () => {
    github.script([{ status: 429, body: { message: 'API rate limit exceeded' }, headers: { 'retry-after': '120' } }]);
    const outcome = await publisher(github.token, { githubTimeoutMs: 5000 })(sandbox.request());
    expect(outcome.remote.error).toBe('API rate limit exceeded');
    expect(pauses).toEqual([]);
  });
});
