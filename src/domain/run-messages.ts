// What the server answers when a run, a metric batch, a run filter or an access token is refused
// (docs/product.md, "Runs and metrics"), worded once for the server and the client.

/** Metrics, params and tags one batch may carry, all together. */
export const RUN_BATCH_MAX_ITEMS = 1000;

export const RUN_MESSAGES = {
  batchTooLarge: (count: number) =>
    `A batch may hold at most ${RUN_BATCH_MAX_ITEMS} metrics, params and tags together; this one holds ${count}`,
  /** `written`: the value as the caller wrote it ("NaN" in quotes, or Infinity). */
  notFinite: (key: string, step: number, written: string) =>
    `Metric '${key}' at step ${step}: the value must be a finite number, not ${written}`,
  stepOutOfOrder: (key: string, step: number, last: number) =>
    `Metric '${key}': step ${step} is out of order, it must come after step ${last}`,
  badTimestamp: (key: string, step: number, problem: string) => `Metric '${key}' at step ${step}: timestamp ${problem}`,
  paramTwice: (key: string) => `Param '${key}' is given twice in the batch with different values`,
  paramChanged: (key: string, logged: string) =>
    `Param '${key}' is already logged as '${logged}'; a param cannot change once logged`,
  startedAt: (problem: string) => `startedAt: ${problem}`,
} as const;

export const RUN_FILTER_MESSAGES = {
  unreadable: (clause: string) =>
    `filter: cannot read '${clause}'; write clauses such as metrics.loss < 0.5, params.optimizer = 'adam' ` +
    `or tags.stage = prod, joined by ' and '`,
  metricNeedsNumber: (clause: string) => `filter: '${clause}' compares a metric with something that is not a number`,
  tagOperator: (clause: string) => `filter: '${clause}' compares a tag with other than = or !=`,
  tooManyClauses: (max: number) => `filter: at most ${max} clauses may be joined`,
} as const;
