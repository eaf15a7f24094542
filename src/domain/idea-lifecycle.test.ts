import { describe, expect, it } from 'vitest';
import {
  archivedFromOf,
  canTransition,
  CONVERSION_ONLY_MESSAGE,
  IDEA_TRANSITIONS,
  isActionable,
  moveOf,
  statusChangeMoves,
  statusChangeRefusal,
  targetOf,
  transitionRefusal,
  type IdeaLifecycleStatus,
} from './idea-lifecycle';

const ALL: IdeaLifecycleStatus[] = ['generated', 'reviewed', 'selected', 'converted', 'archived'];

describe('idea lifecycle', () => {
  it('allows exactly the moves of the table: forward, unselect, and unarchive back', () => {
    const allowed = ALL.flatMap((from) => ALL.filter((to) => canTransition(from, to)).map((to) => `${from}→${to}`));
    expect(allowed).toEqual([
      'generated→reviewed',
      'generated→archived',
      'reviewed→selected',
      'reviewed→archived',
      'selected→reviewed',
      'selected→converted',
      'selected→archived',
      'converted→archived',
      'archived→generated',
      'archived→reviewed',
      'archived→selected',
      'archived→converted',
    ]);
  });

  it('never allows staying put', () => {
    for (const s of ALL) expect(canTransition(s, s)).toBe(false);
    expect(canTransition('converted', 'selected')).toBe(false);
  });

  it('names each move as the researcher does', () => {
    const moves = ALL.flatMap((from) => IDEA_TRANSITIONS[from].map((to) => `${from}→${to}:${moveOf(from, to)}`));
    expect(moves).toEqual([
      'generated→reviewed:review',
      'generated→archived:archive',
      'reviewed→selected:select',
      'reviewed→archived:archive',
      'selected→converted:convert',
      'selected→reviewed:unselect',
      'selected→archived:archive',
      'converted→archived:archive',
      'archived→generated:unarchive',
      'archived→reviewed:unarchive',
      'archived→selected:unarchive',
      'archived→converted:unarchive',
    ]);
    expect(targetOf('selected', 'unselect')).toBe('reviewed');
    expect(targetOf('generated', 'select')).toBeNull();
  });

  it('counts generated and reviewed ideas as actionable', () => {
    expect(ALL.filter(isActionable)).toEqual(['generated', 'reviewed']);
  });

  it('says why a move is refused', () => {
    expect(transitionRefusal('generated', 'selected')).toBe(
      'An idea cannot move from generated to selected; allowed: reviewed, archived',
    );
  });

  it('leaves converted to conversion: a plain status change never reaches it, but unarchiving restores it', () => {
    const live = ALL.filter((s) => s !== 'archived');
    expect(live.map((from) => statusChangeRefusal(from, 'converted'))).toEqual(live.map(() => CONVERSION_ONLY_MESSAGE));
    expect(live.flatMap((from) => statusChangeMoves(from))).not.toContain('converted');
    expect(statusChangeMoves('selected')).toEqual(['reviewed', 'archived']);
    expect(statusChangeRefusal('selected', 'reviewed')).toBeNull();
    expect(statusChangeRefusal('converted', 'reviewed')).toBe(
      'An idea cannot move from converted to reviewed; allowed: archived',
    );
    expect(statusChangeRefusal('archived', 'converted', 'converted')).toBeNull();
  });

  it('unarchives an idea only back to the status it was archived from', () => {
    expect(statusChangeRefusal('archived', 'selected', 'selected')).toBeNull();
    expect(statusChangeRefusal('archived', 'reviewed', 'selected')).toBe(
      'An archived idea returns only to the status it was archived from: selected',
    );
    // With no history, it was archived as generated.
    expect(statusChangeRefusal('archived', 'generated')).toBeNull();
    expect(statusChangeRefusal('archived', 'converted')).toBe(
      'An archived idea returns only to the status it was archived from: generated',
    );
  });
});

describe('archivedFromOf', () => {
  it('returns the status an idea was archived from, else generated', () => {
    expect(archivedFromOf({ from: 'selected', to: 'archived' })).toBe('selected');
    expect(archivedFromOf({ from: 'reviewed', to: 'selected' })).toBe('generated');
    expect(archivedFromOf({ from: 'nonsense', to: 'archived' })).toBe('generated');
    expect(archivedFromOf(undefined)).toBe('generated');
  });
});
