import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react';
import { useMemo, useState } from 'react';
import type { MachineEntry } from '../../machines/registry';
import { cx } from '../../ui/components/cx';
import { ChartAsList, ChartKey } from './chart-as-list';
import { chartGraphOf } from './chart-graph';
import { LiveActors } from './live-actors';
import { MachineSandbox } from './machine-sandbox';
import { StateChart } from './state-chart';
import { TestPlans } from './test-plans';

// One machine: its chart above, and below it what to do with it. Live and Sandbox stay mounted
// while another tab shows (a sandbox keeps its run); the chart highlights the states of whichever
// of the two is open.

export const VIEWS = ['Chart', 'Live', 'Sandbox', 'Test plans'] as const;

const tabClass = cx(
  '-mb-px border-b-2 px-3 py-2 text-sm font-medium whitespace-nowrap transition-colors',
  'border-transparent text-fg-muted hover:text-fg data-selected:border-accent data-selected:text-accent-text',
);

export function MachinePanel(props: { entry: MachineEntry; view: number; onView: (view: number) => void }) {
  const { entry, view, onView } = props;
  const [live, setLive] = useState<string[]>([]);
  const [sandbox, setSandbox] = useState<string[]>([]);
  const graph = useMemo(() => chartGraphOf(entry.machine), [entry.machine]);
  const active = view === 1 ? live : view === 2 ? sandbox : [];
  return (
    <section aria-labelledby="machine-title" className="flex min-w-0 flex-col gap-4">
      <div>
        <h2 id="machine-title" className="text-lg font-semibold">
          {entry.title}
        </h2>
        <p className="text-xs text-fg-muted">
          <code>src/machines/{entry.file}</code> · id <code>{entry.id}</code>
        </p>
      </div>
      <StateChart machine={entry.machine} activeStates={active} label={`${entry.title} state chart`} />
      <TabGroup selectedIndex={view} onChange={onView}>
        <TabList aria-label="Machine views" className="mb-4 flex gap-1 overflow-x-auto border-b border-border">
          {VIEWS.map((name) => (
            <Tab key={name} className={tabClass}>
              {name}
            </Tab>
          ))}
        </TabList>
        <TabPanels>
          <TabPanel className="flex flex-col gap-4">
            <ChartKey />
            <ChartAsList graph={graph} />
          </TabPanel>
          <TabPanel unmount={false}>
            <LiveActors machineId={entry.id} onActiveStates={setLive} />
          </TabPanel>
          <TabPanel unmount={false}>
            <MachineSandbox entry={entry} onActiveStates={setSandbox} />
          </TabPanel>
          <TabPanel>
            <TestPlans entry={entry} />
          </TabPanel>
        </TabPanels>
      </TabGroup>
    </section>
  );
}
