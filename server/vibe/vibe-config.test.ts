import { describe, expect, it } from 'vitest';
import { GITHUB_API_URL, readVibeConfig } from './vibe-config';

// The coding agent's settings: nothing leaves the machine by default, and GitHub's settings are
// refused at start-up when they cannot work together.

const github = {
  VIBE_GIT_REMOTE: 'https://github.com/labforge/experiments.git',
  VIBE_GITHUB_TOKEN: 'ghp_token',
  VIBE_GITHUB_REPOSITORY: 'labforge/experiments',
};

describe('readVibeConfig', () => {
  it('keeps everything local by default, with two fix rounds, two minutes per check, and checks in a sandbox', () => {
    expect(readVibeConfig({})).toEqual({
      gitRemote: null,
      github: null,
      maxFixAttempts: 2,
      checkTimeoutSeconds: 120,
      bwrapPath: 'bwrap',
      unsandboxedChecks: false,
    });
  });

  it('reads where bubblewrap is and the choice to check without a sandbox, refusing a value that is not yes or no', () => {
    const config = readVibeConfig({ VIBE_BWRAP_PATH: '/opt/bin/bwrap', VIBE_UNSANDBOXED_CHECKS: 'true' });
    expect(config).toMatchObject({ bwrapPath: '/opt/bin/bwrap', unsandboxedChecks: true });
    expect(() => readVibeConfig({ VIBE_UNSANDBOXED_CHECKS: 'sometimes' })).toThrow(
      "VIBE_UNSANDBOXED_CHECKS must be true or false, got 'sometimes'",
    );
  });

  it('reads a remote alone, and the fix and check limits', () => {
    const config = readVibeConfig({
      VIBE_GIT_REMOTE: ' file:///srv/git/experiments.git ',
      VIBE_MAX_FIX_ATTEMPTS: '0',
      VIBE_CHECK_TIMEOUT_SECONDS: '30',
    });
    expect(config).toEqual({
      gitRemote: 'file:///srv/git/experiments.git',
      github: null,
      maxFixAttempts: 0,
      checkTimeoutSeconds: 30,
      bwrapPath: 'bwrap',
      unsandboxedChecks: false,
    });
  });

  it('reads GitHub with api.github.com by default, or another API URL without its trailing slash', () => {
    expect(readVibeConfig(github).github).toEqual({
      apiUrl: GITHUB_API_URL,
      token: 'ghp_token',
      repository: 'labforge/experiments',
    });
    expect(readVibeConfig({ ...github, VIBE_GITHUB_API_URL: 'https://ghe.example.com/api/v3/' }).github?.apiUrl).toBe(
      'https://ghe.example.com/api/v3',
    );
  });

  it('wants the token and the repository together', () => {
    const both = /VIBE_GITHUB_TOKEN and VIBE_GITHUB_REPOSITORY go together/;
    expect(() => readVibeConfig({ ...github, VIBE_GITHUB_REPOSITORY: '' })).toThrow(both);
    expect(() => readVibeConfig({ ...github, VIBE_GITHUB_TOKEN: undefined })).toThrow(both);
  });

  it('wants the repository as owner/name', () => {
    for (const repository of ['experiments', 'labforge/experiments/extra', 'https://github.com/labforge/experiments']) {
      expect(() => readVibeConfig({ ...github, VIBE_GITHUB_REPOSITORY: repository })).toThrow(
        `VIBE_GITHUB_REPOSITORY must be owner/name, got '${repository}'`,
      );
    }
  });

  it('wants a remote to push to before a pull request can open', () => {
    expect(() => readVibeConfig({ ...github, VIBE_GIT_REMOTE: undefined })).toThrow(
      /VIBE_GITHUB_REPOSITORY needs VIBE_GIT_REMOTE/,
    );
  });

  it('refuses an API URL that is not http(s) and limits out of range', () => {
    expect(() => readVibeConfig({ ...github, VIBE_GITHUB_API_URL: 'ftp://ghe.example.com' })).toThrow(
      /VIBE_GITHUB_API_URL must be an http\(s\) URL/,
    );
    expect(() => readVibeConfig({ VIBE_MAX_FIX_ATTEMPTS: '11' })).toThrow(
      "VIBE_MAX_FIX_ATTEMPTS must be an integer between 0 and 10, got '11'",
    );
    expect(() => readVibeConfig({ VIBE_CHECK_TIMEOUT_SECONDS: '0' })).toThrow(/VIBE_CHECK_TIMEOUT_SECONDS/);
  });
});
