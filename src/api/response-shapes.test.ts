import { VALIDATION_MESSAGES } from '../domain/messages';
import { readIdea, readSession } from './response-shapes';

const session = {
  id: 's1',
  status: 'running',
  sessionFullPath: 'workspaces/w/goals/g/sessions/s1',
  instanceFullPath: 'instances/e/sessions/s1',
};
const idea = {
  id: 'i1',
  title: 'T',
  ideaFullPath: 'p',
  noveltyScore: 0.1,
  correctnessScore: 0.2,
  feasibilityScore: 0.3,
};

describe('readSession', () => {
  it('keeps a complete answer as it is', () => {
    expect(readSession(session)).toEqual(session);
  });

  it('reads the paths from name and instance name', () => {
    const { sessionFullPath: _s, instanceFullPath: _i, ...rest } = session;
    expect(readSession({ ...rest, name: 'n', instance: { name: 'i' } })).toMatchObject({
      sessionFullPath: 'n',
      instanceFullPath: 'i',
    });
    expect(readSession({ ...rest, name: 'n', instanceName: 'i2' })).toMatchObject({ instanceFullPath: 'i2' });
  });

  it('refuses an answer without id or status', () => {
    expect(() => readSession({ ...session, id: undefined })).toThrow(VALIDATION_MESSAGES.sessionNeedsIdAndStatus);
    expect(() => readSession({ ...session, status: '' })).toThrow(VALIDATION_MESSAGES.sessionNeedsIdAndStatus);
    expect(() => readSession(null)).toThrow(VALIDATION_MESSAGES.sessionNeedsIdAndStatus);
  });

  it('refuses an answer without usable full paths, in the spec’s words', () => {
    expect(() => readSession({ ...session, sessionFullPath: ' ' })).toThrow('No session full path found in response');
    expect(() => readSession({ ...session, instanceFullPath: undefined })).toThrow(
      'No instance full path found in response',
    );
  });

  it('is a validation error, so nothing retries it', () => {
    try {
      readSession({});
    } catch (err) {
      expect(err).toMatchObject({ code: 'validation_error' });
    }
    expect.assertions(1);
  });
});

describe('readIdea', () => {
  it('needs id, title and ideaFullPath', () => {
    expect(readIdea(idea)).toBe(idea);
    for (const key of ['id', 'title', 'ideaFullPath']) {
      expect(() => readIdea({ ...idea, [key]: undefined })).toThrow(VALIDATION_MESSAGES.ideaNeedsFields);
    }
  });

  it('needs numeric scores', () => {
    expect(() => readIdea({ ...idea, noveltyScore: '0.5' })).toThrow(VALIDATION_MESSAGES.ideaNeedsNumericScores);
    expect(() => readIdea({ ...idea, feasibilityScore: Number.NaN })).toThrow(
      VALIDATION_MESSAGES.ideaNeedsNumericScores,
    );
  });

  it('with scoring data, needs each score within 0..1', () => {
    expect(readIdea({ ...idea, correctnessScore: 3 })).toBeTruthy();
    expect(() => readIdea({ ...idea, correctnessScore: 3 }, true)).toThrow(VALIDATION_MESSAGES.ideaScoresOutOfRange);
    expect(() => readIdea({ ...idea, noveltyScore: -0.1 }, true)).toThrow(VALIDATION_MESSAGES.ideaScoresOutOfRange);
    expect(readIdea({ ...idea, noveltyScore: 0, feasibilityScore: 1 }, true)).toBeTruthy();
  });
});
