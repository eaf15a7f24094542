import { setup } from 'xstate';

// A door with every kind of state node: a guarded entry, a parallel state whose regions hold a
// delayed transition (numeric and named), a final state, a deep history and a context-only event.
export const door = setup({
  guards: { isUnlocked: () => true },
  actions: { countKnock: () => {} },
  delays: { alarmDelay: 5000 },
}).createMachine({
  id: 'door',
  initial: 'closed',
  states: {
    closed: { on: { 'door.open': { guard: 'isUnlocked', target: 'open' }, 'door.knock': { actions: 'countKnock' } } },
    open: {
      type: 'parallel',
      on: { 'door.close': 'closed' },
      states: {
        light: {
          initial: 'off',
          states: {
            off: { on: { 'light.on': 'on' } },
            on: { after: { 2500: 'off' } },
            hist: { type: 'history', history: 'deep' },
          },
        },
        alarm: {
          initial: 'armed',
          states: { armed: { after: { alarmDelay: 'ringing' } }, ringing: { type: 'final' } },
        },
      },
    },
  },
});
