import { execFileSync, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { NO_SANDBOX } from './check-types';
import { runProjectChecks } from './project-checks';
import { SANDBOX_LIMITS, type CheckIsolation } from './sandbox';

// Generated tests that try to escape, run through the real checks in the real sandbox: each
// attempt fails, nothing it started outlives the deadline, and the server's process carries on.

const cleanups: Array<() => unknown> = [];
afterEach(async () => {
  for (const clean of cleanups.splice(0).reverse()) await clean();
});

function tempDir(prefix: string) {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

const marker = () => randomBytes(4).toString('hex');

const PY = {
  'src/calc/__init__.py': '',
  'src/calc/add.py': 'def add(a, b):\n    return a + b\n',
};

/** A project whose one test runs `body` (indented Python statements). */
function projectWith(body: string, files: Record<string, string> = {}) {
  const dir = tempDir('labforge-escape-');
  const test = `import os, socket, subprocess, sys, time, unittest\n\nclass Escape(unittest.TestCase):\n    def test_escape(self):\n${body
    .split('\n')
    .map((line) => `        ${line}`)
    .join('\n')}\n`;
  const all: Record<string, string> = { ...PY, ...files, 'tests/test_escape.py': test };
  for (const [path, content] of Object.entries(all)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), content);
  }
  return { dir, files: Object.keys(all) };
}

async function check(
  p: { dir: string; files: string[] },
  options: { timeoutSeconds?: number; isolation?: Partial<CheckIsolation>; language?: string } = {},
) {
  const checks = await runProjectChecks(options.language ?? 'python', {
    repoDir: p.dir,
    files: p.files,
    timeoutSeconds: options.timeoutSeconds ?? 60,
    signal: new AbortController().signal,
    isolation: { bwrap: 'bwrap', allowUnsandboxed: false, secrets: async () => [], ...options.isolation },
  });
  return checks[checks.length - 1];
}

async function listen(server: Server, ...at: [number, string] | [string]): Promise<{ connections: () => number }> {
  let connections = 0;
  server.on('connection', (socket) => {
    connections++;
    socket.destroy();
  });
  await new Promise<void>((resolve) =>
    at.length === 1 ? server.listen(at[0], resolve) : server.listen(at[0], at[1], resolve),
  );
  cleanups.push(() => new Promise((resolve) => server.close(resolve)));
  return { connections: () => connections };
}

/** Waits up to `ms` for no process pgrep finds with `args` to be left; the PID namespace ends a moment after bubblewrap. */
async function processesLeft(args: string[], ms = 5000): Promise<number> {
  const count = () => spawnSync('pgrep', args).stdout.toString().trim().split('\n').filter(Boolean).length;
  for (const end = Date.now() + ms; Date.now() < end && count() > 0;) await new Promise((r) => setTimeout(r, 100));
  return count();
}

// Each check starts python3 twice in a fresh sandbox: slower than the unit project's 5 s on a busy machine.
const SLOW = { timeout: 60_000 };

describe('the sandbox the checks run in', SLOW, () => {
  it('hides DATA_DIR: the auth secret cannot be read', async () => {
    const dataDir = tempDir('labforge-data-');
    const secret = `secret-${marker()}`;
    writeFileSync(join(dataDir, 'auth-secret'), secret);
    chmodSync(dataDir, 0o755);
    chmodSync(join(dataDir, 'auth-secret'), 0o644);
    const tests = await check(projectWith(`print(open(${JSON.stringify(join(dataDir, 'auth-secret'))}).read())`));
    expect(tests.status).toBe('failed');
    expect(tests.output).toContain('FileNotFoundError');
    expect(tests.output).not.toContain(secret);
  });

  it('hides the embedded database’s socket and every other unix socket', async () => {
    const socketPath = join(tempDir('labforge-sock-'), '.s.PGSQL.5432');
    const server = await listen(createServer(), socketPath);
    chmodSync(dirname(socketPath), 0o755);
    chmodSync(socketPath, 0o777);
    const body = `s = socket.socket(socket.AF_UNIX)\ns.connect(${JSON.stringify(socketPath)})\nprint("CONNECTED")`;
    const tests = await check(projectWith(body));
    expect(tests.status).toBe('failed');
    expect(tests.output).toMatch(/FileNotFoundError|ConnectionRefusedError/);
    expect(tests.output).not.toContain('CONNECTED');
    expect(server.connections()).toBe(0);
  });

  it('shows none of the server’s environment, not even in /proc/1/environ', async () => {
    const name = `LABFORGE_SANDBOX_MARKER_${marker()}`;
    process.env[name] = 'leaked';
    cleanups.push(() => delete process.env[name]);
    const body =
      'for entry in os.listdir("/proc"):\n    if entry.isdigit():\n        try:\n            print(entry, open(f"/proc/{entry}/environ").read())\n        except OSError as error:\n            print(entry, error)\nprint("ENV", dict(os.environ))';
    const tests = await check(projectWith(body));
    expect(tests.status, tests.output).toBe('passed');
    expect(tests.output).toContain('ENV {');
    expect(tests.output).not.toContain(name);
    expect(tests.output).not.toContain('DATA_DIR');
  });

  it('has no network: a port listening on the server’s loopback cannot be reached', async () => {
    const server = createServer();
    const listening = await listen(server, 0, '127.0.0.1');
    const { port } = server.address() as { port: number };
    const body = `s = socket.create_connection(("127.0.0.1", ${port}), timeout=5)\nprint("CONNECTED")`;
    const tests = await check(projectWith(body));
    expect(tests.status).toBe('failed');
    expect(tests.output).toContain('ConnectionRefusedError');
    expect(listening.connections()).toBe(0);
  });

  it('writes only to its copy of the project: not the host’s /tmp, the repository’s parent, or the work tree', async () => {
    const outside = tempDir('labforge-outside-');
    chmodSync(outside, 0o777);
    const p = projectWith(
      [
        `for path in [${JSON.stringify(join(outside, 'escaped.txt'))}, "../escaped.txt", "/escaped.txt"]:`,
        '    try:',
        '        open(path, "w").write("x")',
        '        print("WROTE", path)',
        '    except OSError as error:',
        '        print("REFUSED", path, type(error).__name__)',
        'os.makedirs(".git/hooks", exist_ok=True)',
        'open(".git/hooks/pre-commit", "w").write("#!/bin/sh\\necho pwned\\n")',
        'os.remove("src/calc/add.py")',
        'os.symlink("/etc/passwd", "src/calc/add.py")',
      ].join('\n'),
    );
    mkdirSync(join(p.dir, '.git', 'hooks'), { recursive: true });
    const tests = await check(p);
    expect(tests.status, tests.output).toBe('passed');
    expect(tests.output).not.toContain('WROTE');
    expect(tests.output.match(/REFUSED/g)).toHaveLength(3);
    expect(existsSync(join(outside, 'escaped.txt'))).toBe(false);
    expect(existsSync(join(dirname(p.dir), 'escaped.txt'))).toBe(false);
    // The server's work tree and its .git are untouched: the checks ran on a copy.
    expect(existsSync(join(p.dir, '.git', 'hooks', 'pre-commit'))).toBe(false);
    expect(readFileSync(join(p.dir, 'src/calc/add.py'), 'utf8')).toBe(PY['src/calc/add.py']);
  });

  it('bounds a fork bomb by its process limit, and ends it at the deadline', async () => {
    const name = `lfb${marker()}`;
    const body = [
      'import ctypes',
      'libc = ctypes.CDLL(None)',
      'if os.fork() == 0:',
      `    libc.prctl(15, b"${name}")`,
      '    while True:',
      '        try:',
      '            os.fork()',
      '        except OSError:',
      '            time.sleep(0.2)',
      'def comm(pid):',
      '    try:',
      '        with open(f"/proc/{pid}/comm") as f:',
      '            return f.read().strip()',
      '    except OSError:',
      '        return ""',
      'most = 0',
      'for _ in range(15):',
      '    time.sleep(0.2)',
      `    most = max(most, sum(1 for p in os.listdir("/proc") if p.isdigit() and comm(p) == "${name}"))`,
      'print("MOST", most, flush=True)',
      'time.sleep(60)',
    ].join('\n');
    // A busy machine slows the bomb's count: the deadline leaves it time, then ends everything.
    const tests = await check(projectWith(body), { timeoutSeconds: 15 });
    expect(tests.summary, tests.output).toBe('Stopped after 15 s, the most a check may run');
    const most = Number(tests.output.match(/MOST (\d+)/)?.[1]);
    expect(most).toBeGreaterThan(10);
    expect(most).toBeLessThanOrEqual(SANDBOX_LIMITS.processes);
    expect(await processesLeft(['-x', name])).toBe(0);
    // The server's own process still starts children.
    expect(execFileSync(process.execPath, ['-e', 'console.log("alive")']).toString()).toBe('alive\n');
  });

  it('refuses 4 GB of memory', async () => {
    const tests = await check(projectWith('block = bytearray(4 * 1024 ** 3)\nprint("ALLOCATED", len(block))'));
    expect(tests.status).toBe('failed');
    expect(tests.output).toContain('MemoryError');
    expect(tests.output).not.toContain('ALLOCATED');
  });

  it('kills what a check started, detached or not, at the deadline', async () => {
    const seconds = `300.${parseInt(marker(), 16)}`;
    const body = [
      'if os.fork() == 0:',
      '    os.setsid()',
      '    if os.fork() == 0:',
      `        os.execv("/bin/sleep", ["sleep", "${seconds}"])`,
      '    os._exit(0)',
      `subprocess.Popen(["sleep", "${seconds}"], start_new_session=True)`,
      'time.sleep(1)',
      'print("STARTED", flush=True)',
      'time.sleep(60)',
    ].join('\n');
    const tests = await check(projectWith(body), { timeoutSeconds: 3 });
    expect(tests.summary).toBe('Stopped after 3 s, the most a check may run');
    expect(tests.output).toContain('STARTED');
    expect(await processesLeft(['-f', `sleep ${seconds}`])).toBe(0);
  });

  it('takes the secrets out of what a check printed', async () => {
    const key = `sk-${marker()}`;
    const tests = await check(projectWith(`print("the key is ${key}")`), {
      isolation: { secrets: async () => [key, null] },
    });
    expect(tests.status).toBe('passed');
    expect(tests.output).toContain('the key is ***');
    expect(tests.output).not.toContain(key);
  });
});

describe('where no sandbox starts', SLOW, () => {
  const missing = { bwrap: '/nonexistent/labforge/bwrap' };

  it('skips every check, saying so', async () => {
    const p = projectWith('print("ran")');
    const result = await runProjectChecks('python', {
      repoDir: p.dir,
      files: p.files,
      timeoutSeconds: 60,
      signal: new AbortController().signal,
      isolation: { ...missing, allowUnsandboxed: false, secrets: async () => [] },
    });
    expect(result).toEqual([
      { name: 'Python compiles', status: 'skipped', summary: NO_SANDBOX, output: '' },
      { name: 'Tests', status: 'skipped', summary: NO_SANDBOX, output: '' },
    ]);
    const js = await runProjectChecks('javascript', {
      repoDir: p.dir,
      files: [],
      timeoutSeconds: 60,
      signal: new AbortController().signal,
      isolation: { ...missing, allowUnsandboxed: false, secrets: async () => [] },
    });
    expect(js.map((c) => [c.name, c.status, c.summary])).toEqual([
      ['JavaScript parses', 'skipped', NO_SANDBOX],
      ['Tests', 'skipped', NO_SANDBOX],
    ]);
  });

  it('runs them without one when the administrator chose so, secrets still scrubbed', async () => {
    const outside = join(tempDir('labforge-unsandboxed-'), 'written.txt');
    const key = `sk-${marker()}`;
    const tests = await check(projectWith(`open(${JSON.stringify(outside)}, "w").write("x")\nprint("${key}")`), {
      isolation: { ...missing, allowUnsandboxed: true, secrets: async () => [key] },
    });
    expect(tests.status, tests.output).toBe('passed');
    expect(existsSync(outside)).toBe(true);
    expect(tests.output).not.toContain(key);
  });
});

describe('projects inside the sandbox', SLOW, () => {
  it('a Node project’s tests pass, and they may listen on the sandbox’s own loopback', async () => {
    const dir = tempDir('labforge-node-');
    const files: Record<string, string> = {
      'package.json': '{"type":"module","scripts":{"test":"node --test"}}',
      'test/net.test.js': [
        "import assert from 'node:assert/strict';",
        "import { createServer, connect } from 'node:net';",
        "import { test } from 'node:test';",
        "test('loopback', async () => {",
        '  const server = createServer((s) => s.end("hi"));',
        "  await new Promise((r) => server.listen(0, '127.0.0.1', r));",
        "  const socket = connect(server.address().port, '127.0.0.1');",
        "  const text = await new Promise((r) => socket.on('data', (d) => r(String(d))));",
        '  server.close();',
        "  assert.equal(text, 'hi');",
        '});',
      ].join('\n'),
    };
    for (const [path, content] of Object.entries(files)) {
      mkdirSync(dirname(join(dir, path)), { recursive: true });
      writeFileSync(join(dir, path), content);
    }
    const result = await runProjectChecks('javascript', {
      repoDir: dir,
      files: Object.keys(files),
      timeoutSeconds: 60,
      signal: new AbortController().signal,
    });
    expect(
      result.map((c) => [c.name, c.status]),
      result[1].output,
    ).toEqual([
      ['JavaScript parses', 'passed'],
      ['Tests', 'passed'],
    ]);
    expect(result[1].summary).toBe('1 test passed');
  });
});
