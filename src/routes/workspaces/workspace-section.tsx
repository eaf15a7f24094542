import type { Workspace } from '../../api/types';
import type { WorkspaceSection as Section } from '../../ui/layout/nav-items';
import { WorkspaceGoalsTab } from '../goals/workspace-goals-tab';
import { WorkspaceIdeasTab } from '../ideas/workspace-ideas-tab';
import { WorkspaceOverview } from './workspace-overview';
import { WorkspaceSectionLater } from './workspace-section-later';

/** One tab of the workspace page; workflows and analytics are still honest placeholders. */
export function WorkspaceSection({ section, workspace }: { section: Section; workspace: Workspace }) {
  if (section === '') return <WorkspaceOverview workspace={workspace} />;
  if (section === 'goals') return <WorkspaceGoalsTab workspace={workspace} />;
  if (section === 'ideas') return <WorkspaceIdeasTab workspace={workspace} />;
  return <WorkspaceSectionLater section={section} />;
}
