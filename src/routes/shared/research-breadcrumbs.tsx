import { useQuery } from '@tanstack/react-query';
import { goalQueryOptions } from '../../api/queries/goals';
import { sessionQueryOptions } from '../../api/queries/sessions';
import { workspaceQueryOptions } from '../../api/queries/workspaces';
import { Breadcrumbs, type Crumb } from '../../ui/components/breadcrumbs';

// Workspace › Goal › Session (› Idea) for a session's page and an idea's, each read from the
// queries the pages already share, so the trail costs no extra request once they are cached.

interface ResearchBreadcrumbsProps {
  workspaceId: string;
  sessionId: string;
  /** On an idea's page: its title, the trail's last crumb. */
  idea?: string;
}

export function ResearchBreadcrumbs({ workspaceId, sessionId, idea }: ResearchBreadcrumbsProps) {
  const workspace = useQuery(workspaceQueryOptions(workspaceId));
  const session = useQuery(sessionQueryOptions(sessionId));
  const goalId = session.data?.goalId ?? '';
  const goal = useQuery({ ...goalQueryOptions(workspaceId, goalId), enabled: !!goalId });
  const crumbs: Crumb[] = [
    { label: workspace.data?.name ?? 'Workspace', to: `/workspaces/${workspaceId}` },
    { label: goal.data?.title ?? 'Goal', to: `/workspaces/${workspaceId}/goals` },
    { label: 'Session', to: `/workspaces/${workspaceId}/session/${sessionId}` },
    ...(idea ? [{ label: idea }] : []),
  ];
  return <Breadcrumbs crumbs={crumbs} />;
}
