import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runGit } from './git';
import { githubWebHost, pushEnv } from './vibe-remote-push';
import { redactMessage, redactUrl } from './vibe-remote-redact';

// Credentials in and out of git: taken out of whatever is shown, and a GitHub token handed to git
// only for that GitHub's own https host.

const github = { apiUrl: 'https://api.github.com', token: 'ghp_secret' };

describe('redaction', () => {
  it('takes user:password@ out of URLs and messages, and the given secrets out of messages', () => {
    expect(redactUrl('https://alice:s3cret@github.com/lab/reef.git')).toBe('https://github.com/lab/reef.git');
    expect(redactUrl('https://x-access-token@github.com/lab/reef.git')).toBe('https://github.com/lab/reef.git');
    expect(redactUrl('git@github.com:lab/reef.git')).toBe('git@github.com:lab/reef.git');
    expect(redactUrl('file:///srv/git/reef.git')).toBe('file:///srv/git/reef.git');
    expect(
      redactMessage(
        "fatal: unable to access 'https://alice:s3cret@github.com/lab/reef.git/': token ghp_secret expired",
        ['ghp_secret', null],
      ),
    ).toBe("fatal: unable to access 'https://github.com/lab/reef.git/': token *** expired");
  });
});

describe('pushEnv', () => {
  it('never lets ssh prompt', () => {
    expect(pushEnv('git@github.com:lab/reef.git', github)).toEqual({ GIT_SSH_COMMAND: 'ssh -o BatchMode=yes' });
  });

  it('hands the token to git for GitHub’s https host, in a form git reads for that host only', async () => {
    const env = pushEnv('https://github.com/lab/reef.git', github);
    const dir = await mkdtemp(path.join(tmpdir(), 'labforge-push-env-'));
    try {
      const header = await runGit(['config', '--get-urlmatch', 'http.extraheader', 'https://github.com/lab/reef.git'], {
        cwd: dir,
        env,
      });
      expect(header.trim()).toBe(`Authorization: Basic ${Buffer.from('x-access-token:ghp_secret').toString('base64')}`);
      const elsewhere = runGit(['config', '--get-urlmatch', 'http.extraheader', 'https://gitlab.com/lab/reef.git'], {
        cwd: dir,
        env,
      });
      await expect(elsewhere).rejects.toThrow();
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('keeps the token from other hosts, from URLs with their own credentials, and from plain http', () => {
    const plain = { GIT_SSH_COMMAND: 'ssh -o BatchMode=yes' };
    expect(pushEnv('https://gitlab.com/lab/reef.git', github)).toEqual(plain);
    expect(pushEnv('https://bob:pw@github.com/lab/reef.git', github)).toEqual(plain);
    expect(pushEnv('http://github.com/lab/reef.git', github)).toEqual(plain);
    expect(pushEnv('https://github.com/lab/reef.git', null)).toEqual(plain);
  });

  it('finds the web host of github.com and of GitHub Enterprise', () => {
    expect(githubWebHost('https://api.github.com')).toBe('github.com');
    expect(githubWebHost('https://ghe.example.com/api/v3')).toBe('ghe.example.com');
    const enterprise = pushEnv('https://ghe.example.com/lab/reef.git', {
      ...github,
      apiUrl: 'https://ghe.example.com/api/v3',
    });
    expect(enterprise.GIT_CONFIG_KEY_0).toBe('http.https://ghe.example.com/.extraHeader');
  });
});
