import { activityActionLabel } from './activity-actions';

describe('activityActionLabel', () => {
  it.each([
    ['assistant.answered', 'Assistant answered'],
    ['workflow.graph_generated', 'Workflow graph generated'],
    ['idea.status_changed', 'Idea status changed'],
    ['auth.signed_in', 'Signed in'],
    ['token.revoked', 'Access token revoked'],
    ['custom', 'Custom'],
  ])('reads %o as %o', (action, words) => expect(activityActionLabel(action)).toBe(words));
});
