import { describe, expect, it } from 'vitest';
import { bulkMoveSummary, planBulkMove } from './idea-bulk-moves';

const idea = (title: string, status: 'generated' | 'reviewed' | 'selected' | 'converted' | 'archived') => ({
  id: title,
  title,
  status,
});

describe('planning one move for many ideas', () => {
  it('moves those that can, skips those already there and says why the rest cannot', () => {
    const plan = planBulkMove(
      [idea('Soil', 'reviewed'), idea('Roots', 'selected'), idea('Fungi', 'generated'), idea('Old', 'converted')],
      'select',
    );
    expect(plan.movable.map((i) => i.title)).toEqual(['Soil']);
    expect(plan.notes).toEqual([
      "'Roots' is already selected",
      "'Fungi' is generated; only reviewed ideas can be selected",
      "'Old' is converted; only reviewed ideas can be selected",
    ]);
  });

  it('names every status a move starts from', () => {
    expect(planBulkMove([idea('Gone', 'archived')], 'archive').notes).toEqual(["'Gone' is already archived"]);
    expect(planBulkMove([idea('Soil', 'reviewed')], 'unarchive').notes).toEqual([
      "'Soil' is reviewed; only archived ideas can be unarchived",
    ]);
    expect(planBulkMove([idea('Soil', 'reviewed')], 'unselect').notes).toEqual([
      "'Soil' is reviewed; only selected ideas can be unselected",
    ]);
    expect(planBulkMove([idea('Gone', 'archived')], 'select').notes).toEqual([
      "'Gone' is archived; only reviewed ideas can be selected",
    ]);
  });

  it('sums up all or part', () => {
    expect(bulkMoveSummary(3, 3, 'select')).toBe('3 ideas selected');
    expect(bulkMoveSummary(1, 1, 'archive')).toBe('1 idea archived');
    expect(bulkMoveSummary(2, 3, 'select')).toBe('2 of 3 selected');
  });
});
