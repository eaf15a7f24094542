// The SPA paths notifications open (src/routes/route-table.tsx and experiment-routes.tsx).

export const notificationLinks = {
  idea: (workspaceId: string, ideaId: string) => `/workspaces/${workspaceId}/ideas/${ideaId}`,
  session: (workspaceId: string, sessionId: string) => `/workspaces/${workspaceId}/session/${sessionId}`,
  experiment: (experimentId: string) => `/workspaces/experiments/${experimentId}`,
  run: (experimentId: string, runId: string) => `/workspaces/experiments/${experimentId}/runs/${runId}`,
  workflow: (workspaceId: string, workflowId: string) => `/workspaces/${workspaceId}/workflows/${workflowId}/edit`,
  /** The dashboard holds the invitations inbox. */
  invitations: () => '/dashboard',
} as const;
