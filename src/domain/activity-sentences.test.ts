import { activitySentence, SENTENCE_ACTIONS, sentenceText } from './activity-sentences';
import type { ActivityLogEntry } from './activity-logs';

const ME = 'user-me';
const log = (action: string, message: string, metadata: Record<string, unknown> = {}): ActivityLogEntry => ({
  id: 'l1',
  entityType: 'workspace',
  entityId: 'e1',
  userId: ME,
  action,
  level: 'info',
  message,
  metadata,
  createdAt: '2026-11-24T10:00:00.000Z',
});
const read = (entry: ActivityLogEntry) => sentenceText(activitySentence(entry, ME));
const GOAL = 'Improve the thermostability of lipase enzymes';

// One row per action the server writes, with the message and metadata it writes for it.
const CASES: [string, string, Record<string, unknown>, string][] = [
  ['auth.signed_in', 'Signed in with Google', { method: 'google' }, 'You signed in with Google'],
  ['auth.signed_out', 'Signed out', {}, 'You signed out'],
  [
    'auth.family_revoked',
    'A used refresh token was presented again; that sign-in was ended everywhere',
    {},
    'A sign-in token was used twice, so that sign-in was ended on every device',
  ],
  [
    'assistant.session_created',
    'Opened an assistant chat (no workspace yet)',
    { deferred: true },
    'You opened an assistant chat (no workspace yet)',
  ],
  [
    'assistant.session_ended',
    'Ended an assistant chat and cleared its messages',
    {},
    'You ended an assistant chat and cleared its messages',
  ],
  [
    'assistant.context_updated',
    'Updated the assistant chat context',
    { keys: ['page'] },
    'You updated what the assistant knows about the page',
  ],
  [
    'assistant.session_upgraded',
    'Tied the assistant chat to this workspace',
    {},
    'You tied an assistant chat to a workspace',
  ],
  [
    'assistant.history_cleared',
    'Cleared the assistant chat (3 messages)',
    { count: 3 },
    'You cleared 3 messages from an assistant chat',
  ],
  [
    'assistant.asked',
    "Asked the assistant 'Which idea is most feasible?'",
    {},
    'You asked the assistant “Which idea is most feasible?”',
  ],
  [
    'assistant.answered',
    "Answered 'Which idea is most feasible?'",
    {},
    'The assistant answered “Which idea is most feasible?”',
  ],
  ['assistant.answer_failed', "Could not answer 'Why?': model offline", {}, 'The assistant could not answer “Why?”'],
  ['assistant.answer_stopped', "Stopped answering 'Why?' (user)", {}, 'The assistant stopped answering “Why?”'],
  ['dataset.uploaded', "Uploaded 'sea-temps.csv' (12.3 kB)", {}, 'You uploaded the dataset “sea-temps.csv” (12.3 kB)'],
  ['dataset.deleted', "Deleted dataset 'sea-temps.csv'", {}, 'You deleted the dataset “sea-temps.csv”'],
  [
    'dataset.updated',
    "Described dataset 'Sea temperatures'",
    { fields: ['name', 'licence'] },
    'You described the dataset “Sea temperatures”',
  ],
  [
    'dataset.profiled',
    "Profiled 'sea-temps.csv' (12.3 kB): 1200 rows, 8 columns",
    { rowCount: 1200, columns: 8 },
    'The dataset “sea-temps.csv” was profiled: 1,200 rows, 8 columns',
  ],
  [
    'dataset.profile_failed',
    "Could not profile 'x.csv': not UTF-8",
    {},
    'The dataset “x.csv” could not be profiled: not UTF-8',
  ],
  ['experiment.created', "Planned experiment 'Lipase at 70 °C'", {}, 'You planned the experiment “Lipase at 70 °C”'],
  [
    'experiment.status_changed',
    "Moved experiment 'Lipase' from planned to abandoned",
    { from: 'planned', to: 'abandoned' },
    'You moved the experiment “Lipase” from planned to abandoned',
  ],
  [
    'experiment.primary_metric_set',
    "Set the primary metric of 'Lipase' to loss (minimize)",
    {},
    'You set the primary metric of “Lipase” to loss',
  ],
  ['goal.created', `Created goal '${GOAL}'`, {}, `You created the research goal “${GOAL}”`],
  ['goal.updated', "Updated goal 'G'", {}, 'You updated the research goal “G”'],
  ['goal.session_started', "Goal 'G' is generating ideas", {}, 'The research goal “G” is generating ideas'],
  [
    'idea.created',
    "Added idea 'Salt bridges' to the session at Elo 1200",
    {},
    'You added the idea “Salt bridges” to a session',
  ],
  [
    'idea.status_changed',
    "Moved idea 'Salt bridges' from reviewed to selected",
    { from: 'reviewed', to: 'selected' },
    'You selected the idea “Salt bridges”',
  ],
  [
    'idea.converted',
    "Converted idea 'Salt bridges' into an experiment and a workflow",
    {},
    'You converted the idea “Salt bridges” into an experiment and a workflow',
  ],
  [
    'idea.rated',
    "Rated idea 'Salt bridges' 4 out of 5 stars",
    { from: null, to: 4 },
    'You rated the idea “Salt bridges” 4 stars out of 5',
  ],
  [
    'idea.rating_cleared',
    "Cleared your rating of idea 'Salt bridges'",
    {},
    'You cleared your rating of the idea “Salt bridges”',
  ],
  ['idea.refreshed', "Re-reviewed idea 'Salt bridges'", {}, 'You had the idea “Salt bridges” reviewed again'],
  ['idea.reviewed_by_you', "Rewrote your review of idea 'Salt bridges'", {}, 'You reviewed the idea “Salt bridges”'],
  [
    'session.pair_judged',
    "Preferred idea 'Salt bridges' over 'Disulfide staples'",
    { weight: 3 },
    'You preferred the idea “Salt bridges” over “Disulfide staples”',
  ],
  [
    'session.feedback_given',
    "Gave feedback on the goal's sessions: 'drop approaches that need animal work'",
    {},
    'You gave feedback on the Co-Scientist session: “drop approaches that need animal work”',
  ],
  [
    'idea.dataset_attached',
    "Attached dataset 'PDB' to idea 'Salt bridges'",
    {},
    'You attached the dataset “PDB” to the idea “Salt bridges”',
  ],
  [
    'idea.dataset_detached',
    "Detached dataset 'PDB' from idea 'Salt bridges'",
    {},
    'You detached the dataset “PDB” from the idea “Salt bridges”',
  ],
  [
    'idea.coding_session_started',
    "Sent idea 'Salt bridges' to the coding agent (Offline engine)",
    {},
    'You sent the idea “Salt bridges” to the coding agent',
  ],
  [
    'idea.coding_session_cancelled',
    "Cancelled the coding session of idea 'Salt bridges'",
    {},
    'You cancelled the coding session for the idea “Salt bridges”',
  ],
  [
    'idea.coding_session_completed',
    "The coding agent finished idea 'Salt bridges': 4 files",
    {},
    'The coding agent finished the idea “Salt bridges”',
  ],
  [
    'idea.coding_session_failed',
    "The coding session of idea 'Salt bridges' failed: tests failed",
    {},
    'The coding session for the idea “Salt bridges” failed',
  ],
  ['run.created', "Started run 'r1' of experiment 'Lipase'", {}, 'You started the run “r1” of “Lipase”'],
  ['run.updated', "Updated run 'r1'", {}, 'You updated the run “r1”'],
  ['run.finished', "Run 'r1' finished", {}, 'The run “r1” finished'],
  ['run.failed', "Run 'r1' failed", {}, 'The run “r1” failed'],
  ['run.killed', "Run 'r1' was killed", {}, 'The run “r1” was stopped'],
  [
    'run.artifact_logged',
    "Logged artifact 'model.pt' (2 MB) to run 'r1'",
    {},
    'You logged the file “model.pt” (2 MB) to the run “r1”',
  ],
  [
    'session.created',
    `Started a Co-Scientist session for '${GOAL}' (offline engine)`,
    {},
    `You started a Co-Scientist session for “${GOAL}”`,
  ],
  [
    'session.started',
    'Session started on the offline engine',
    {},
    'The Co-Scientist session began on the offline engine',
  ],
  ['session.cancelled', 'Session cancelled by the user', {}, 'You cancelled the Co-Scientist session'],
  [
    'session.failed',
    'Step generate failed after 3 attempts: timeout',
    {},
    'The Co-Scientist session stopped with an error: Step generate failed after 3 attempts: timeout',
  ],
  [
    'session.step_retried',
    'Step generate failed and will be retried: timeout',
    {},
    'A step of the Co-Scientist session failed and is being retried',
  ],
  ['session.warning', 'OpenAlex was unavailable', {}, 'The Co-Scientist session warned: OpenAlex was unavailable'],
  [
    'session.budget_spent',
    'Budget reached (time): finishing the session',
    {},
    'The Co-Scientist session reached its budget and is finishing',
  ],
  [
    'session.planned',
    'Planned the research: criteria a, b',
    { round: 0 },
    'The Co-Scientist session planned the research',
  ],
  [
    'session.ideas_generated',
    'Round 1: generated 8 ideas (literature)',
    { round: 1 },
    'The Co-Scientist session generated 8 ideas in round 1',
  ],
  [
    'session.ideas_evolved',
    'Round 2: evolved 3 ideas from the top 3 (combine) and added one expansion',
    { round: 2 },
    'The Co-Scientist session evolved 3 ideas in round 2',
  ],
  [
    'session.ideas_reviewed',
    'Round 1: reviewed 1 idea (5 reviews)',
    { round: 1 },
    'The Co-Scientist session reviewed 1 idea in round 1',
  ],
  [
    'session.proximity_checked',
    'Round 1: 4 clusters, 1 near-duplicate merged (lexical TF-IDF)',
    { round: 1 },
    'The Co-Scientist session grouped similar ideas in round 1: 4 clusters, 1 near-duplicate merged',
  ],
  [
    'session.matches_played',
    'Round 1, batch 1: 12 matches (3 debates), 0 drawn',
    { round: 1 },
    'The Co-Scientist session played 12 tournament matches in round 1',
  ],
  [
    'session.meta_reviewed',
    'Round 1 meta-review: no recurring issue',
    { round: 1 },
    'The Co-Scientist session wrote its meta-review in round 1',
  ],
  [
    'session.completed',
    "Session completed with 8 ideas; the leader is 'Salt bridges'",
    {},
    'The Co-Scientist session finished with 8 ideas; the leader is “Salt bridges”',
  ],
  ['token.created', "Created access token 'CI' (lf_ab12…)", {}, 'You created the access token “CI”'],
  ['token.revoked', "Revoked access token 'CI' (lf_ab12…)", {}, 'You revoked the access token “CI”'],
  ['workflow.created', "Created workflow 'Assay' with 6 steps", {}, 'You created the workflow “Assay”'],
  ['workflow.updated', "Saved workflow 'Assay' as version 3", {}, 'You saved the workflow “Assay” as version 3'],
  ['workflow.deleted', "Deleted workflow 'Assay'", {}, 'You deleted the workflow “Assay”'],
  [
    'workflow.duplicated',
    "Copied workflow 'Assay' as 'Assay (copy)'",
    {},
    'You copied the workflow “Assay” as “Assay (copy)”',
  ],
  [
    'workflow.graph_generated',
    "Generated a 12-node graph for 'Assay'",
    {},
    'You generated a 12-step workflow graph for “Assay”',
  ],
  ['comment.created', "Commented on idea 'Kelp shade'", {}, 'You commented on the idea “Kelp shade”'],
  ['comment.replied', "Replied to a comment on run 'Run 3'", {}, 'You replied to a comment on the run “Run 3”'],
  ['comment.edited', "Edited a comment on experiment 'Assay'", {}, 'You edited a comment on the experiment “Assay”'],
  ['comment.deleted', "Deleted a comment on workflow 'Flow'", {}, 'You deleted a comment on the workflow “Flow”'],
  ['comment.resolved', "Resolved a thread on idea 'Kelp'", {}, 'You resolved a thread on the idea “Kelp”'],
  ['comment.reopened', "Reopened a thread on idea ''", {}, 'You reopened a thread on an idea'],
  ['workspace.created', "Created workspace 'Alpha'", { name: 'Alpha' }, 'You created the workspace “Alpha”'],
  ['workspace.updated', "Updated workspace 'Alpha'", {}, 'You updated the workspace “Alpha”'],
  ['workspace.deleted', "Deleted workspace 'Alpha'", {}, 'You deleted the workspace “Alpha”'],
  [
    'workspace.member_joined',
    "Joined workspace 'Alpha' as an editor",
    {},
    'You joined the workspace “Alpha” as an editor',
  ],
  ['workspace.member_left', "Left workspace 'Alpha'", {}, 'You left the workspace “Alpha”'],
  [
    'workspace.member_role_changed',
    "Made 'Ben Okafor' an owner of workspace 'Alpha'",
    {},
    'You made “Ben Okafor” an owner of “Alpha”',
  ],
  ['workspace.member_removed', "Removed 'Ben' from workspace 'Alpha'", {}, 'You removed “Ben” from “Alpha”'],
  [
    'workspace.invitation_sent',
    "Invited ben@lab.org to workspace 'Alpha' as a viewer",
    {},
    'You invited ben@lab.org to “Alpha” as a viewer',
  ],
  [
    'workspace.invitation_link_created',
    "Created an invitation link to workspace 'Alpha' as an editor",
    {},
    'You created an invitation link to “Alpha” as an editor',
  ],
  [
    'workspace.invitation_notice_sent',
    'Sent the invitation notice to ben@lab.org',
    {},
    'You mailed ben@lab.org the invitation notice',
  ],
  [
    'workspace.invitation_notice_failed',
    'The invitation notice to ben@lab.org could not be sent: 550 mailbox unavailable',
    {},
    'The invitation notice to ben@lab.org could not be sent: 550 mailbox unavailable',
  ],
  ['workspace.invitation_revoked', 'Revoked an invitation link', {}, 'You revoked an invitation link'],
  [
    'workspace.invitation_declined',
    'Declined the invitation to join as a viewer',
    {},
    'You declined the invitation to join as a viewer',
  ],
];

describe('activitySentence', () => {
  it('has a case here for every action with a sentence', () => {
    expect(CASES.map(([action]) => action).sort()).toEqual([...SENTENCE_ACTIONS]);
  });

  it.each(CASES)('%s reads as a sentence', (action, message, metadata, expected) => {
    expect(read(log(action, message, metadata))).toBe(expected);
  });

  it('marks the row’s own thing by its name, for the drawer to link', () => {
    expect(
      activitySentence(log('session.created', `Started a Co-Scientist session for '${GOAL}' (x engine)`), ME),
    ).toEqual([
      { kind: 'text', text: 'You started a Co-Scientist session for “' },
      { kind: 'entity', text: GOAL },
      { kind: 'text', text: '”' },
    ]);
    const attached = activitySentence(log('idea.dataset_attached', "Attached dataset 'PDB' to idea 'Salt'"), ME);
    expect(attached.filter((part) => part.kind === 'entity')).toEqual([{ kind: 'entity', text: 'Salt' }]);
    const step = activitySentence(log('session.planned', 'Planned'), ME);
    expect(step[0]).toEqual({ kind: 'entity', text: 'The Co-Scientist session' });
  });

  it('shortens a long name to 80 characters', () => {
    const long = 'x'.repeat(200);
    const [, name] = activitySentence(log('workspace.created', `Created workspace '${long}'`), ME);
    expect(name.text).toHaveLength(80);
    expect(name.text.endsWith('…')).toBe(true);
  });

  it('reads a name with an apostrophe whole', () => {
    expect(read(log('workspace.created', "Created workspace 'Mara's lab'"))).toBe(
      "You created the workspace “Mara's lab”",
    );
  });

  it('names someone else by the name given, else "Someone"', () => {
    const other = { ...log('idea.converted', "Converted idea 'Salt' into an experiment and a workflow"), userId: 'u2' };
    expect(sentenceText(activitySentence(other, ME, 'Mara'))).toBe(
      'Mara converted the idea “Salt” into an experiment and a workflow',
    );
    expect(sentenceText(activitySentence(other, ME))).toMatch(/^Someone converted/);
    expect(sentenceText(activitySentence(other))).toMatch(/^You converted/);
  });

  it('reads as the server’s message when that no longer has the shape the rule expects', () => {
    expect(read(log('workspace.created', 'Made a workspace'))).toBe('Made a workspace');
  });

  it('reads an action it does not know as the server’s message', () => {
    expect(read(log('robot.waved', 'A robot waved'))).toBe('A robot waved');
    expect(read(log('toString', 'Inherited names are not rules'))).toBe('Inherited names are not rules');
  });
});
