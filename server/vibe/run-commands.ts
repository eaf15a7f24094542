// How a generated project is tested and started, by language: the checks run the same test
// command, and the README and the pull request show both.

export interface RunCommands {
  test: string;
  /** Starts the entry point; null when the plan has none. */
  run: string | null;
}

export function runCommands(language: string, entryPath: string | null): RunCommands {
  if (language === 'javascript') {
    return { test: 'npm test', run: entryPath ? `node ${entryPath}` : null };
  }
  const test = 'python3 -m unittest discover -s tests -t .';
  if (!entryPath) return { test, run: null };
  const inSrc = entryPath.match(/^src\/(.+)\.py$/);
  return {
    test,
    run: inSrc ? `PYTHONPATH=src python3 -m ${inSrc[1].replace(/\//g, '.')}` : `python3 ${entryPath}`,
  };
}
