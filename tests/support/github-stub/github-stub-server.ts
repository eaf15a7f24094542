import { startGitHubStub } from './github-stub';

// The GitHub stand-in as its own process, for end-to-end runs and for trying the coding agent's
// pull requests without GitHub:
//   PORT=4020 GITHUB_STUB_GIT_DIR=/tmp/remote.git npx tsx tests/support/github-stub/github-stub-server.ts
//   VIBE_GIT_REMOTE=file:///tmp/remote.git VIBE_GITHUB_API_URL=http://127.0.0.1:4020 \
//   VIBE_GITHUB_TOKEN=ghp_stub_token VIBE_GITHUB_REPOSITORY=labforge/experiments npm start

const stub = await startGitHubStub({
  port: Number(process.env.PORT ?? 4020),
  host: process.env.HOST ?? '127.0.0.1',
  token: process.env.GITHUB_STUB_TOKEN,
  repository: process.env.GITHUB_STUB_REPOSITORY,
  gitDir: process.env.GITHUB_STUB_GIT_DIR,
});
process.stdout.write(`GitHub stub listening on ${stub.url} for ${stub.repository}\n`);

const stop = () => void stub.close().then(() => process.exit(0));
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
