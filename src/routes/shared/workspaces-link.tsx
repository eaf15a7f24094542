import { Link } from 'react-router-dom';
import { buttonClasses } from '../../ui/components/button';

/** The way forward from most empty pages: workspaces are what exists today. */
export function WorkspacesLink() {
  return (
    <Link to="/workspaces/list" className={buttonClasses('secondary')}>
      Go to workspaces
    </Link>
  );
}
