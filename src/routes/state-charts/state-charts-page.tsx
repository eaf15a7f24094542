import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { machineEntries } from '../../machines/registry';
import { Alert } from '../../ui/components/alert';
import { PageIntro } from '../../ui/components/page-header';
import { usePageTitle } from '../../ui/layout/page-title';
import { MachineList } from './machine-list';
import { MachinePanel } from './machine-panel';

/** /state-charts: every machine of the app drawn from its definition, live, in a sandbox, as test plans. */
export function StateChartsPage() {
  usePageTitle('State charts');
  const entries = machineEntries();
  const [params] = useSearchParams();
  const asked = params.get('machine');
  const entry = asked === null ? entries[0] : entries.find((e) => e.id === asked);
  // The view outlives a change of machine: a tester comparing sandboxes stays in Sandbox.
  const [view, setView] = useState(0);
  return (
    <>
      <PageIntro description="Every state machine of the app, drawn from its definition. Pick one to read its chart, watch the app's running actors move through it, try its events in a sandbox, or export the test plans generated from it." />
      <div className="flex flex-col gap-6">
        <MachineList entries={entries} selectedId={entry?.id ?? null} />
        {entry ? (
          <MachinePanel key={entry.id} entry={entry} view={view} onView={setView} />
        ) : (
          <Alert title="No such machine">
            There is no machine called “{asked}”. Pick one of the {entries.length} machines listed here.
          </Alert>
        )}
      </div>
    </>
  );
}
