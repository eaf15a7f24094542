import type { ModelRole } from './chat-model';

// Typed failures, so callers can tell "the model said nonsense" from "the server is down"
// without importing the SDK. A caller's own abort is rethrown as its signal's reason, unwrapped.

/** Embeddings serve no role of their own; their failures say 'embedding'. */
export type CallRole = ModelRole | 'embedding';

export interface CallLabel {
  role: CallRole;
  model: string;
}

/** The model answered every time, but never with JSON that parses and validates. */
export class ModelOutputError extends Error {
  override readonly name = 'ModelOutputError';
  readonly role: CallRole;
  readonly model: string;
  readonly attempts: number;
  readonly problem: string;
  readonly lastOutput: string;

  constructor(label: CallLabel, schemaName: string, attempts: number, problem: string, lastOutput: string) {
    super(`${label.model} (${label.role}) gave no valid ${schemaName} in ${attempts} attempts: ${problem}`);
    this.role = label.role;
    this.model = label.model;
    this.attempts = attempts;
    this.problem = problem;
    this.lastOutput = lastOutput;
  }
}

export type RequestFailureKind = 'http' | 'network' | 'timeout' | 'response';

/** The call itself failed: an HTTP error, no connection, a timeout, or an unreadable response. */
export class ModelRequestError extends Error {
  override readonly name = 'ModelRequestError';
  readonly role: CallRole;
  readonly model: string;
  readonly kind: RequestFailureKind;
  /** HTTP status; null when no response arrived. */
  readonly status: number | null;
  readonly attempts: number;

  constructor(
    label: CallLabel,
    failure: { kind: RequestFailureKind; status: number | null; message: string },
    attempts: number,
    cause: unknown,
  ) {
    super(
      `${label.model} (${label.role}): ${failure.message} (after ${attempts} attempt${attempts === 1 ? '' : 's'})`,
      { cause },
    );
    this.role = label.role;
    this.model = label.model;
    this.kind = failure.kind;
    this.status = failure.status;
    this.attempts = attempts;
  }
}

/** Thrown inside an attempt whose own time limit ran out; retried like a network error. */
export class CallTimeoutError extends Error {
  override readonly name = 'CallTimeoutError';
  constructor(readonly timeoutMs: number) {
    super(`no answer within ${Math.round(timeoutMs / 1000)} s`);
  }
}
