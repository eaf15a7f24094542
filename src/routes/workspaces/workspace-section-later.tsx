import type { IconName } from '../../ui/components/icon';
import { EmptyState } from '../../ui/components/empty-state';
import type { WorkspaceSection } from '../../ui/layout/nav-items';

// Honest placeholders: each tab says which capability fills it, never sample data.
type LaterSection = Exclude<WorkspaceSection, '' | 'goals' | 'ideas' | 'workflows'>;

const LATER: Record<LaterSection, { icon: IconName; title: string; description: string }> = {
  analytics: {
    icon: 'chart',
    title: 'Workspace analytics arrive in a later release.',
    description: 'Charts of session progress, score distributions and Elo ratings will be shown here.',
  },
};

export function WorkspaceSectionLater({ section }: { section: LaterSection }) {
  const { icon, title, description } = LATER[section];
  return <EmptyState icon={icon} title={title} description={description} />;
}
