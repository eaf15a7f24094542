import { describe, expect, it } from 'vitest';
import {
  canTransition,
  CONVERSION_ONLY_MESSAGE,
  IDEA_TRANSITIONS,
  isActionable,
  statusChangeMoves,
  statusChangeRefusal,
  transitionRefusal,
  type IdeaLifecycleStatus,
} from './idea-lifecycle';

const ALL: IdeaLifecycleStatus[] = ['generated', 'reviewed', 'selected', 'converted', 'archived'];

describe('idea lifecycle', () => {
  it('allows exactly the moves of the spec table', () => {
    const allowed = ALL.flatMap((from) => ALL.filter((to) => canTransition(from, to)).map((to) => `${from}→${to}`));
    expect(allowed).toEqual([
      'generated→reviewed',
      'generated→archived',
      'reviewed→selected',
      'reviewed→archived',
      'selected→converted',
      'selected→archived',
      'converted→archived',
    ]);
  });

  it('never allows staying put, going back, or leaving archived', () => {
    for (const s of ALL) expect(canTransition(s, s)).toBe(false);
    expect(canTransition('selected', 'reviewed')).toBe(false);
    expect(IDEA_TRANSITIONS.archived).toEqual([]);
  });

  it('counts generated and reviewed ideas as actionable', () => {
    expect(ALL.filter(isActionable)).toEqual(['generated', 'reviewed']);
  });

  it('says why a move is refused', () => {
    expect(transitionRefusal('generated', 'selected')).toBe(
      'An idea cannot move from generated to selected; allowed: reviewed, archived',
    );
    expect(transitionRefusal('archived', 'selected')).toBe('An archived idea cannot change status');
  });

  it('leaves converted to conversion: a plain status change never reaches it', () => {
    expect(ALL.map((from) => statusChangeRefusal(from, 'converted'))).toEqual(ALL.map(() => CONVERSION_ONLY_MESSAGE));
    expect(ALL.flatMap((from) => statusChangeMoves(from))).not.toContain('converted');
    expect(statusChangeMoves('selected')).toEqual(['archived']);
    expect(statusChangeRefusal('selected', 'archived')).toBeNull();
    expect(statusChangeRefusal('selected', 'reviewed')).toBe(
      'An idea cannot move from selected to reviewed; allowed: archived',
    );
    expect(statusChangeRefusal('archived', 'selected')).toBe('An archived idea cannot change status');
  });
});
