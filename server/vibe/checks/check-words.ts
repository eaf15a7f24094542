// The summaries a check shows under its name: counts of files with verbs that agree with them.

const files = (count: number, language: string) => `${count} ${language} file${count === 1 ? '' : 's'}`;

/** "1 JavaScript file parses", "2 JavaScript files parse". */
export const allFiles = (count: number, language: string, verb: { one: string; many: string }) =>
  `${files(count, language)} ${count === 1 ? verb.one : verb.many}`;

/** "1 JavaScript file does not parse", "1 of 2 JavaScript files does not parse", "2 of 3 … do not parse". */
export const failedFiles = (failed: number, total: number, language: string, verb: string) =>
  total === 1
    ? `${files(1, language)} does not ${verb}`
    : `${failed} of ${files(total, language)} ${failed === 1 ? 'does' : 'do'} not ${verb}`;
