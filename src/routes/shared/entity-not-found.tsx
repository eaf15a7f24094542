import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { buttonClasses } from '../../ui/components/button';
import { EmptyState } from '../../ui/components/empty-state';
import type { IconName } from '../../ui/components/icon';

// One page for a link that names nothing: an object the user cannot read (deleted, another
// account's, or an id that names none) and an address no route serves (docs/product.md, "Pages").

export type EntityKind = 'workspace' | 'session' | 'idea' | 'experiment' | 'run' | 'workflow' | 'dataset' | 'agent';

/** Where "back" goes from a missing object: the list it would have been in. */
export interface BackLink {
  to: string;
  label: string;
}

const DELETED_OR_WRONG = 'It may have been deleted, or the link may be wrong.';

const KINDS: Record<EntityKind, { icon: IconName; back: BackLink; description?: string }> = {
  workspace: { icon: 'folder', back: { to: '/workspaces/list', label: 'Back to workspaces' } },
  session: { icon: 'lightbulb', back: { to: '/workspaces/ideas', label: 'Back to sessions' } },
  idea: { icon: 'lightbulb', back: { to: '/workspaces/ideas', label: 'Back to ideas' } },
  experiment: { icon: 'flask', back: { to: '/workspaces/experiments', label: 'Back to experiments' } },
  run: { icon: 'chart', back: { to: '/workspaces/experiments', label: 'Back to experiments' } },
  workflow: { icon: 'workflow', back: { to: '/workspaces/list', label: 'Back to workspaces' } },
  dataset: { icon: 'database', back: { to: '/datasets', label: 'Back to datasets' } },
  // Agents are built in, never deleted: only the link can be wrong.
  agent: {
    icon: 'bot',
    back: { to: '/agents', label: 'Back to agents' },
    description: 'No agent goes by this name: the link may be wrong.',
  },
};

/** The page's name in the top bar and the browser tab, e.g. "Experiment not found". */
export function entityNotFoundTitle(kind: EntityKind): string {
  return `${kind.charAt(0).toUpperCase()}${kind.slice(1)} not found`;
}

/** An object's page when the object cannot be read; `back` names a closer list than the kind's own. */
export function EntityNotFound({ kind, back }: { kind: EntityKind; back?: BackLink }) {
  const entry = KINDS[kind];
  return (
    <NotFoundView
      icon={entry.icon}
      title={`This ${kind} could not be found`}
      description={entry.description ?? DELETED_OR_WRONG}
      back={back ?? entry.back}
    />
  );
}

/** The look every "not found" shares: what is missing, why it may be, and ways on. */
export function NotFoundView({
  icon,
  title,
  description,
  back,
}: {
  icon: IconName;
  title: string;
  description: ReactNode;
  back?: BackLink;
}) {
  return (
    <EmptyState
      icon={icon}
      title={title}
      description={description}
      action={
        <nav aria-label="Ways on" className="flex flex-wrap justify-center gap-2">
          {back && (
            <Link to={back.to} className={buttonClasses('primary')}>
              {back.label}
            </Link>
          )}
          <Link to="/dashboard" className={buttonClasses(back ? 'secondary' : 'primary')}>
            Back to dashboard
          </Link>
        </nav>
      }
    />
  );
}
