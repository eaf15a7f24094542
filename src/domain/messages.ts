// The error catalogue and validation messages, word for word (docs/product.md, "Error messages").
// Server and client both import from here so the words exist once.
import { MAX_IDEAS_PER_REQUEST } from './contract-limits';

export const DEFAULT_ERROR_MESSAGE = 'An unexpected error occurred';

export const SIGN_IN_MESSAGES = {
  invalidToken: 'Invalid Google ID token. Please try signing in again.',
  unauthorizedClient: 'This application is not authorized to use Google OAuth.',
  accessDenied: 'Access was denied during Google OAuth authentication.',
  debugDisabled: 'Debug authentication is not enabled...',
  passwordDeprecated:
    'login(email, password) is deprecated. Use login with the identity token (loginWithIdToken) instead.',
} as const;

export const GOAL_CREATE_MESSAGES = {
  network: 'Network error occurred. Please check your connection and try again.',
  validation: 'Invalid data provided. Please check your input and try again.',
  auth: 'Authentication required. Please log in and try again.',
  permission: 'You do not have permission to perform this action.',
} as const;

export const VALIDATION_MESSAGES = {
  invalidIdeaId: 'Invalid idea ID format (UUID expected)',
  ideaIdRequired: 'At least one idea ID is required',
  tooManyIdeas: `Maximum ${MAX_IDEAS_PER_REQUEST} ideas allowed per request`,
  tooManyIdeasAtOnce: `Maximum ${MAX_IDEAS_PER_REQUEST} ideas can be processed at once`,
  invalidIdeaIdFormat: (id: string) => `Invalid idea ID format: ${id}`,
  workspaceIdRequired: 'Workspace ID is required',
  noSessionFullPath: 'No session full path found in response',
  noInstanceFullPath: 'No instance full path found in response',
  assistantNeedsWorkspace: 'Cannot create an assistant session without a valid workspace ID',
  sessionNeedsIdAndStatus: 'Session response is missing its id or status',
  ideaNeedsFields: 'Idea response is missing its id, title or ideaFullPath',
  ideaNeedsNumericScores: 'Idea response needs numeric noveltyScore, correctnessScore and feasibilityScore',
  ideaScoresOutOfRange: 'Idea scores must be between 0 and 1 when scoring data is included',
  starsOutOfRange: 'stars: Star rating must be a whole number from 1 to 5',
} as const;

/** 'Failed to …' messages name the endpoint that failed, then say why. */
export const failedTo = (action: string, endpoint: string) => (message: string) =>
  `Failed to ${action} (${endpoint}): ${message}`;

export const FAILED_TO_MESSAGES = {
  getResearchGoals: failedTo('get research goals', 'GET /v1/workspaces/{id}/goals'),
  startSession: failedTo('start Co-Scientist session', 'POST /v1/workspaces/{id}/goals/{goalId}/start'),
  getSessionDetails: failedTo('get session details', 'GET /v1/sessions/{id}'),
  getIdeas: failedTo('get ideas', 'GET /v1/ideas/session/{sessionId}'),
  convertIdeas: failedTo('convert ideas', 'POST /v1/ideas/convert'),
  previewGraphs: failedTo('preview graphs', 'POST /v1/ideas/preview-graph'),
  getWorkspaceWorkflows: failedTo('get workspace workflows', 'GET /v1/workflows/workspace/{workspaceId}'),
  generateGraph: failedTo('generate graph', 'POST /v1/agents/generate-graph'),
  loadRelatedWork: failedTo('load related work', 'GET /v1/ideas/{id}/related-work'),
  triggerVibe: failedTo('trigger vibe', 'POST /v1/ideas/{id}/vibe'),
  getVibeStatus: failedTo('get vibe status', 'GET /v1/ideas/{id}/vibe/status'),
  findVibeSession: failedTo('get vibe status', 'GET /v1/vibe-sessions'),
} as const;

export const LOGS_MESSAGES = {
  failedToLoad: (message: string) => `Failed to load logs: ${message}`,
  empty: 'No logs found',
} as const;

export const DATA_STATE_MESSAGES = {
  empty: 'No data available',
} as const;

// Assistant (Maxwell) calls, by status.
export const ASSISTANT_ERROR_MESSAGES = {
  unauthorized: 'Authentication required. Please log in.',
  forbidden: 'You do not have permission to perform this action.',
  notFound: 'Maxwell service not available. The backend does not have Maxwell endpoints configured.',
  unavailable: 'Maxwell service is temporarily unavailable. Please try again later.',
  requestFailed: (status: number) => `Request failed with status ${status}`,
  network: 'Network error. Please check your connection.',
} as const;

// Assistant and stream messages, and the assistant session's refusals.
export const ASSISTANT_MESSAGES = {
  streamRequestFailed: (statusText: string) => `Stream request failed: ${statusText}`,
  noResponseBody: 'No response body available for streaming',
  streamError: 'Stream error occurred',
  streamQueryFailed: 'Failed to stream query',
  createMaxwellSession: 'Failed to create Maxwell session',
  updateContext: 'Failed to update session context',
  terminateSession: 'Failed to terminate session',
  executeQuery: 'Failed to execute query',
  noActiveSession: 'No active session',
  sendMessage: 'Failed to send message',
  createSession: 'Failed to create session',
  notDeferred: 'Session is not in deferred mode',
  noSessionToUpgrade: 'No active session to upgrade',
} as const;

// What the server answers with, in `detail.error.message`: one wording per refusal, whichever
// handler refuses.
export const NOT_FOUND_MESSAGES = {
  default: 'Not found',
  workspace: 'Workspace not found',
  goal: 'Goal not found',
  session: 'Session not found',
  idea: 'Idea not found',
  assistantSession: 'Assistant session not found',
  assistantQuery: 'Assistant query not found',
  experiment: 'Experiment not found',
  workflow: 'Workflow not found',
  dataset: 'Dataset not found',
  file: 'File not found',
  ideaDataset: 'This dataset is not attached to the idea',
  agent: 'Agent not found',
  run: 'Run not found',
  metric: 'Metric not found',
  token: 'Token not found',
} as const;

/** Why one idea of a conversion failed; the others still convert (docs/product.md, "Conversion"). */
export const CONVERSION_MESSAGES = {
  notSelected: (status: string) => `Only selected ideas can be converted; this idea is ${status}`,
  alreadyConverted: 'This idea has already been converted',
  buildFailed: (reason: string) => `The experiment could not be built: ${reason}`,
} as const;

export const CONFLICT_MESSAGES = {
  sessionRunning: 'A session is already running for this goal',
  sessionFinished: 'The session has already finished',
  ideaNeedsSession: 'Start a Co-Scientist session for this goal before adding ideas to it',
  ideaChanged: 'The idea changed meanwhile; reload it and try again',
  experimentChanged: 'The experiment changed meanwhile; reload it and try again',
  workflowChanged: 'The workflow changed meanwhile; reload it and try again',
  answerElsewhere: 'This answer is being written by another server process and cannot be stopped from here',
  catalogueDataset: 'Catalogue datasets cannot be deleted',
} as const;

export const REQUEST_MESSAGES = {
  goalIdMismatch: 'goalId: must match the goal in the path',
  workspaceIdMismatch: 'workspaceId: must match the workspace in the path',
  lastEventId: 'Last-Event-ID must be <queryId>:<seq>, as sent in the event ids',
  queryRequired: 'query: is required',
  bodyRequired: 'body: is required',
  contentType: (declared: readonly string[]) => `Content-Type must be ${declared.join(' or ')}`,
  tooManyAttempts: (after: string) => `Too many attempts. Please wait ${after} and try again.`,
  tooLarge: (limit: string) => `The request is larger than the ${limit} limit`,
  tooDeep: (levels: number) => `body: must not be nested more than ${levels} levels deep`,
} as const;

/** Why a graph could not be generated (docs/product.md, "Workflows"). */
export const GRAPH_GENERATION_MESSAGES = {
  modelFailed: (reason: string) => `The model could not design a valid graph: ${reason}`,
  timedOut: 'The model did not answer in time',
} as const;

export const SERVER_AUTH_MESSAGES = {
  authenticationRequired: 'Authentication required',
  sessionExpired: 'Your session has expired. Please sign in again.',
  notYourRefreshToken: 'This refresh token does not belong to your account. Nothing was signed out.',
  signInUnavailable: 'Sign-in is temporarily unavailable. Please try again.',
} as const;

export const ASSISTANT_SERVER_MESSAGES = {
  couldNotAnswer: 'The assistant could not answer.',
} as const;

/** Dataset suggestions for ideas (docs/product.md, "Datasets"): who ranked, and the request's own time limit. */
export const DATASET_SUGGESTION_MESSAGES = {
  offlineAgent: 'Offline catalogue search',
  timedOut: 'Suggesting datasets took longer than 60 seconds. Please try again with fewer ideas.',
} as const;

/** Refusals of an upload (POST /v1/files), and why its profile could not be made. */
export const UPLOAD_MESSAGES = {
  fileRequired: "Choose a file to upload: the request has no 'file' part",
  emptyFile: 'The file is empty',
  tooLarge: (limitMb: number) => `File is larger than the ${limitMb} MB limit`,
  unsupportedType: 'Unsupported file type: only CSV, TSV, JSON lines and Parquet can be uploaded',
  malformed: 'The upload could not be read: the multipart body is malformed',
  profileFailed: 'The file could not be profiled',
  /** Past USER_STORAGE_QUOTA_MB (docs/product.md, "Quotas"); sizes as formatBytes writes them. */
  overQuota: (quota: string, used: string) =>
    `This upload would take you past your storage quota of ${quota} (${used} used). Delete files you no longer need, or ask an administrator to raise your quota.`,
  /** Past USER_UPLOADS_PER_HOUR; `wait` in words ("12 minutes"). */
  tooManyUploads: (limit: number, wait: string) =>
    `You have stored ${limit} files in the last hour, the most allowed per hour. Try again in ${wait}, or ask an administrator to raise the limit.`,
} as const;

/** Refusals of a change to a dataset's description (PATCH /v1/datasets/{datasetId}). */
export const DATASET_EDIT_MESSAGES = {
  catalogue: 'Catalogue datasets cannot be edited: they are described by their publisher',
  notAColumn: (name: string) => `variables: '${name}' is not a column of this dataset`,
  columnsUnknown: 'variables: the columns are not known until the dataset has been profiled',
} as const;

/** What the client shows when a dataset suggestion fails, by status (docs/product.md, "Datasets"). */
export const DATASET_SUGGESTION_ERROR_MESSAGES = {
  badRequest: 'Invalid request - check idea IDs',
  notFound: 'Ideas not found or access denied',
  unavailable: 'Dataset suggestion service unavailable',
  timedOut: 'Dataset suggestion timed out - please try again',
  requestFailed: (message: string) => `API request failed: ${message}`,
} as const;

/** An upload that got no answer from the server (docs/product.md, "Datasets"). */
export const UPLOAD_TRANSPORT_MESSAGES = {
  network: 'The upload did not reach the server. Check your connection and try again.',
  stalled: 'The upload stalled: no data moved for 60 seconds. Please try again.',
  cancelled: 'Upload cancelled',
} as const;
