import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { isMissingObjectError } from '../../api/errors';
import { workspaceQueryOptions } from '../../api/queries/workspaces';
import { cx } from '../../ui/components/cx';
import { DataState } from '../../ui/components/data-state';
import { WORKSPACE_SECTIONS, workspaceSectionFrom, workspaceSectionPath } from '../../ui/layout/nav-items';
import { usePageTitle } from '../../ui/layout/page-title';
import { EntityNotFound, entityNotFoundTitle } from '../shared/entity-not-found';
import { WorkspaceRoleProvider } from '../shared/role-gate';
import { WorkspaceSection } from './workspace-section';

/** Serves /workspaces/{id}, its four tab routes and the #goals style hashes. */
export function WorkspacePage() {
  const { workspaceId = '' } = useParams();
  const { pathname, hash } = useLocation();
  const navigate = useNavigate();
  const query = useQuery(workspaceQueryOptions(workspaceId));
  const tabs = useRef<HTMLDivElement>(null);
  const missing = isMissingObjectError(query.error);
  usePageTitle(query.data?.name ?? (missing ? entityNotFoundTitle('workspace') : 'Workspace'));

  const section = workspaceSectionFrom(pathname, hash, workspaceId) ?? '';
  const selected = Math.max(
    0,
    WORKSPACE_SECTIONS.findIndex((s) => s.path === section),
  );
  // On a phone the strip scrolls sideways: the tab being shown stays in view (jsdom cannot scroll).
  useEffect(() => {
    tabs.current?.querySelector('[aria-selected="true"]')?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [selected, query.data]);

  if (missing) return <EntityNotFound kind="workspace" />;

  return (
    <DataState
      isLoading={query.isPending}
      loadingLabel="Loading workspace"
      error={query.error}
      onRetry={() => query.refetch()}
    >
      {query.data && (
        <TabGroup
          selectedIndex={selected}
          onChange={(i) => navigate(workspaceSectionPath(workspaceId, WORKSPACE_SECTIONS[i].path))}
        >
          <TabList
            ref={tabs}
            aria-label="Workspace sections"
            className="mb-6 flex gap-1 overflow-x-auto border-b border-border"
          >
            {WORKSPACE_SECTIONS.map((s) => (
              <Tab
                key={s.label}
                className={cx(
                  '-mb-px border-b-2 px-3 py-2 text-sm font-medium whitespace-nowrap transition-colors',
                  'border-transparent text-fg-muted hover:text-fg data-selected:border-accent data-selected:text-accent-text',
                )}
              >
                {s.label}
              </Tab>
            ))}
          </TabList>
          <WorkspaceRoleProvider role={query.data.role}>
            <TabPanels>
              {WORKSPACE_SECTIONS.map((s) => (
                <TabPanel key={s.label}>
                  <WorkspaceSection section={s.path} workspace={query.data} />
                </TabPanel>
              ))}
            </TabPanels>
          </WorkspaceRoleProvider>
        </TabGroup>
      )}
    </DataState>
  );
}
