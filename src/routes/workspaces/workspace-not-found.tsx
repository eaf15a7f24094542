import { Link } from 'react-router-dom';
import { buttonClasses } from '../../ui/components/button';
import { EmptyState } from '../../ui/components/empty-state';

export function WorkspaceNotFound() {
  return (
    <EmptyState
      icon="folder"
      title="Workspace not found"
      description="It may have been deleted, or the link may be wrong."
      action={
        <Link to="/workspaces/list" className={buttonClasses('secondary')}>
          Back to workspaces
        </Link>
      }
    />
  );
}
