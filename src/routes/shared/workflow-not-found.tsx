import { Link } from 'react-router-dom';
import { buttonClasses } from '../../ui/components/button';
import { EmptyState } from '../../ui/components/empty-state';

/** A workflow link that names no workflow of this user, with somewhere to go instead. */
export function WorkflowNotFound({ back, label }: { back: string; label: string }) {
  return (
    <EmptyState
      icon="workflow"
      title="Workflow not found"
      description="It may belong to another account, or the link may be wrong."
      action={
        <Link to={back} className={buttonClasses('secondary')}>
          {label}
        </Link>
      }
    />
  );
}
