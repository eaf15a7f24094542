import {
  goalBadge,
  goalStatusLabel,
  isTerminalSessionStatus,
  sessionPhaseLabel,
  sessionStatusLabel,
} from './session-status';

describe('session statuses', () => {
  it('completed, failed and cancelled are terminal', () => {
    expect(['queued', 'running', 'completed', 'failed', 'cancelled', 'other'].filter(isTerminalSessionStatus)).toEqual([
      'completed',
      'failed',
      'cancelled',
    ]);
  });

  it('labels known and unknown statuses', () => {
    expect(sessionStatusLabel('running')).toBe('Running');
    expect(sessionStatusLabel('paused')).toBe('Paused');
    expect(sessionStatusLabel('waiting_for_model')).toBe('Waiting for model');
  });

  it('words a goal status and an engine phase', () => {
    expect(goalStatusLabel('generating_ideas')).toBe('Generating ideas');
    expect(goalStatusLabel('draft')).toBe('Draft');
    expect(sessionPhaseLabel('ideas_generated')).toBe('Ideas generated');
  });
});

describe('goalBadge', () => {
  it('follows the current session, since the goal stays generating_ideas once started', () => {
    expect(goalBadge('draft', undefined)).toEqual({ label: 'Draft', tone: 'neutral' });
    expect(goalBadge('generating_ideas', 'queued').label).toBe('Generating ideas');
    expect(goalBadge('generating_ideas', 'running').label).toBe('Generating ideas');
    expect(goalBadge('generating_ideas', 'completed')).toEqual({ label: 'Ideas ready', tone: 'success' });
    expect(goalBadge('generating_ideas', 'failed')).toEqual({ label: 'Session failed', tone: 'danger' });
    expect(goalBadge('generating_ideas', 'cancelled').label).toBe('Session cancelled');
  });
});
