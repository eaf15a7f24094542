import { isTerminalSessionStatus, sessionStatusLabel } from './session-status';

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
  });
});
