// The error catalogue of spec section 8 and validation messages of section 5, word for word.
// Server and client both import from here so the words exist once.
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
  tooManyIdeas: 'Maximum 5 ideas allowed per request',
  tooManyIdeasAtOnce: 'Maximum 5 ideas can be processed at once',
  invalidIdeaIdFormat: (id: string) => `Invalid idea ID format: ${id}`,
  workspaceIdRequired: 'Workspace ID is required',
  noSessionFullPath: 'No session full path found in response',
  noInstanceFullPath: 'No instance full path found in response',
  assistantNeedsWorkspace: 'Cannot create an assistant session without a valid workspace ID',
  sessionNeedsIdAndStatus: 'Session response is missing its id or status',
  ideaNeedsFields: 'Idea response is missing its id, title or ideaFullPath',
  ideaNeedsNumericScores: 'Idea response needs numeric noveltyScore, correctnessScore and feasibilityScore',
  ideaScoresOutOfRange: 'Idea scores must be between 0 and 1 when scoring data is included',
} as const;

/** Spec section 8: 'Failed to …' messages name the endpoint that failed, then say why. */
export const failedTo = (action: string, endpoint: string) => (message: string) => `Failed to ${action} (${endpoint}): ${message}`;

export const FAILED_TO_MESSAGES = {
  getResearchGoals: failedTo('get research goals', 'GET /v1/workspaces/{id}/goals'),
  startSession: failedTo('start Co-Scientist session', 'POST /v1/workspaces/{id}/goals/{goalId}/start'),
  getSessionDetails: failedTo('get session details', 'GET /v1/sessions/{id}'),
  getIdeas: failedTo('get ideas', 'GET /v1/ideas/session/{sessionId}'),
} as const;

export const LOGS_MESSAGES = {
  failedToLoad: (message: string) => `Failed to load logs: ${message}`,
  empty: 'No logs found',
} as const;

export const DATA_STATE_MESSAGES = {
  empty: 'No data available',
} as const;

// Assistant (Maxwell) calls, by status (spec section 8).
export const ASSISTANT_ERROR_MESSAGES = {
  unauthorized: 'Authentication required. Please log in.',
  forbidden: 'You do not have permission to perform this action.',
  notFound: 'Maxwell service not available. The backend does not have Maxwell endpoints configured.',
  unavailable: 'Maxwell service is temporarily unavailable. Please try again later.',
  requestFailed: (status: number) => `Request failed with status ${status}`,
  network: 'Network error. Please check your connection.',
} as const;

// Assistant and stream messages (spec section 8), and the session rules of section 4.
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
