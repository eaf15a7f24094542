import { matchSorter } from 'match-sorter';
import type { IconName } from '../components/icon';
import { NAV_GROUPS, WORKSPACE_SECTIONS, workspaceSectionPath } from '../layout/nav-items';
import type { AppCommand } from './app-commands';

// The palette's commands beside the server's entities: every page, the things one starts from
// anywhere, and the shell's own switches. Typed text picks them by a fuzzy match on their title
// and the words people use for them, best match first.

export type PaletteTarget = { href: string; state?: Record<string, unknown> } | { command: AppCommand };

export interface PaletteCommand {
  id: string;
  title: string;
  keywords: string[];
  icon: IconName;
  target: PaletteTarget;
}

/** Where "New workspace" lands: the workspace list opens its form on arrival with this state. */
export const NEW_WORKSPACE_STATE = { newWorkspace: true } as const;

function pages(workspaceId?: string): PaletteCommand[] {
  const shell = NAV_GROUPS.flat().map((item) => ({
    id: `go:${item.to}`,
    title: `Go to ${item.label}`,
    keywords: [item.label, 'page', 'open'],
    icon: item.icon,
    target: { href: item.to },
  }));
  const settings = {
    id: 'go:settings',
    title: 'Go to Settings',
    keywords: ['settings', 'access tokens', 'preferences', 'account'],
    icon: 'pencil' as const,
    target: { href: '/settings/tokens' },
  };
  const sections = workspaceId
    ? WORKSPACE_SECTIONS.map((section) => ({
        id: `go:workspace:${section.path}`,
        title: `Go to ${section.label} in this workspace`,
        keywords: [section.label, 'workspace'],
        icon: section.icon,
        target: { href: workspaceSectionPath(workspaceId, section.path) },
      }))
    : [];
  return [...shell, ...sections, settings];
}

function actions(workspaceId?: string): PaletteCommand[] {
  const goalHref = workspaceId ? `/workspaces/${workspaceId}/create-goal` : '/workspaces/create-goal';
  return [
    {
      id: 'new:workspace',
      title: 'New workspace',
      keywords: ['create', 'add', 'workspace', 'project'],
      icon: 'plus',
      target: { href: '/workspaces/list', state: NEW_WORKSPACE_STATE },
    },
    {
      id: 'new:goal',
      title: 'New research goal',
      keywords: ['create', 'add', 'goal', 'session', 'co-scientist'],
      icon: 'target',
      target: { href: goalHref },
    },
    {
      id: 'run:assistant',
      title: 'Open the research assistant',
      keywords: ['assistant', 'chat', 'ask'],
      icon: 'chat',
      target: { command: 'open-assistant' },
    },
    {
      id: 'run:activity',
      title: 'Open the activity log',
      keywords: ['activity', 'log', 'history', 'events'],
      icon: 'activity',
      target: { command: 'open-activity-log' },
    },
    {
      id: 'run:theme',
      title: 'Switch between light and dark theme',
      keywords: ['theme', 'dark', 'light', 'mode', 'colour', 'color'],
      icon: 'moon',
      target: { command: 'toggle-theme' },
    },
    {
      id: 'run:sign-out',
      title: 'Sign out',
      keywords: ['log out', 'logout', 'sign off', 'account'],
      icon: 'logOut',
      target: { command: 'sign-out' },
    },
  ];
}

/** Every command, in the order an empty palette lists them. */
export function paletteCommands(workspaceId?: string): PaletteCommand[] {
  return [...actions(workspaceId), ...pages(workspaceId)];
}

/** The commands that fit the typed text, best first; all of them for no text. */
export function matchCommands(commands: PaletteCommand[], text: string): PaletteCommand[] {
  const wanted = text.trim();
  if (!wanted) return commands;
  return matchSorter(commands, wanted, { keys: ['title', 'keywords'] });
}
