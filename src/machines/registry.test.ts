import { createMachine } from 'xstate';
import { entriesOf, machineEntries, titleOf } from './registry';

// The folder itself is the oracle: the file names come from a glob that loads nothing.
const machineFiles = Object.keys(import.meta.glob('./*.machine.ts')).map((path) => path.replace('./', ''));

describe('machineEntries', () => {
  it('lists one machine for every machine file in the folder, each with a root, sorted by title', () => {
    const entries = machineEntries();
    // At least today's nine: a glob that matched nothing would pass the comparison below.
    expect(machineFiles.length).toBeGreaterThanOrEqual(9);
    expect(entries.map((e) => e.file).sort()).toEqual([...machineFiles].sort());
    for (const entry of entries) {
      expect(entry.machine.root.machine).toBe(entry.machine);
      expect(entry.id).toBe(entry.machine.id);
      expect(entry.title).toBe(titleOf(entry.id));
    }
    const titles = entries.map((e) => e.title);
    expect(titles).toEqual([...titles].sort((a, b) => a.localeCompare(b)));
    expect(titles).toContain('Logs drawer');
  });

  it('finds a machine by its shape among a module’s other exports', () => {
    const machine = createMachine({ id: 'doorBell', initial: 'idle', states: { idle: {} } });
    const entries = entriesOf({ './door-bell.machine.ts': { machine, LIMIT: 3, helper: () => 1, types: {} } });
    expect(entries).toEqual([{ id: 'doorBell', file: 'door-bell.machine.ts', title: 'Door bell', machine }]);
  });
});

describe('titleOf', () => {
  it('turns a machine id into a sentence-case title', () => {
    expect(titleOf('logsDrawer')).toBe('Logs drawer');
    expect(titleOf('auth')).toBe('Auth');
    expect(titleOf('assistantSession')).toBe('Assistant session');
    expect(titleOf('idea-status')).toBe('Idea status');
  });
});
