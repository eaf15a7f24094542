import { useState } from 'react';
import { deferred, usePreloadWhenIdle } from '../components/deferred';
import { useLogsDrawerSelector } from './logs-drawer-provider';

// The drawer's body (table, filters, pagination) is a chunk of its own: mounted when the drawer
// first opens, and kept mounted after, so closing hands focus back like any dialog.

const Drawer = deferred(() => import('./logs-drawer').then((module) => module.LogsDrawer));

export function LogsDrawerSlot() {
  const open = useLogsDrawerSelector((s) => s.matches('open'));
  const [used, setUsed] = useState(open);
  if (open && !used) setUsed(true);
  usePreloadWhenIdle(Drawer.preload);
  return used ? <Drawer.Component /> : null;
}
