import type { Workspace } from '../../api/types';
import type { WorkspaceSection as Section } from '../../ui/layout/nav-items';
import { WorkspaceGoalsTab } from '../shared/workspace-goals-tab';
import { WorkspaceIdeasTab } from '../shared/workspace-ideas-tab';
import { WorkspaceWorkflowsTab } from '../shared/workspace-workflows-tab';
import { WorkspaceAnalyticsTab } from './analytics/workspace-analytics-tab';
import { WorkspaceMembersTab } from './members/workspace-members-tab';
import { WorkspaceOverview } from './workspace-overview';

/** One tab of the workspace page. */
export function WorkspaceSection({ section, workspace }: { section: Section; workspace: Workspace }) {
  if (section === '') return <WorkspaceOverview workspace={workspace} />;
  if (section === 'goals') return <WorkspaceGoalsTab workspace={workspace} />;
  if (section === 'ideas') return <WorkspaceIdeasTab workspace={workspace} />;
  if (section === 'workflows') return <WorkspaceWorkflowsTab workspace={workspace} />;
  if (section === 'members') return <WorkspaceMembersTab workspace={workspace} />;
  return <WorkspaceAnalyticsTab workspace={workspace} />;
}
