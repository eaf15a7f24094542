import { expect, type Page } from '@playwright/test';
import { setup } from 'xstate';
import type { PageModel } from './run-model';

// An idea's status on its page, moved by the buttons the page offers (docs/product.md, "Idea
// statuses"): generated → reviewed → selected → converted, a selected idea unselected back to
// reviewed, and archived from any of them after a confirmation; unarchiving returns it to where it
// was archived from (one archived state per origin). Each state is read off the header: the status
// badge, what it means, and the buttons offered, all enabled once the move has landed.

type Move = 'idea.review' | 'idea.select' | 'idea.unselect' | 'idea.convert' | 'idea.archive' | 'idea.unarchive';

export const ideaStatusModel = setup({
  types: { events: {} as { type: Move } },
}).createMachine({
  id: 'ideaStatusPage',
  initial: 'generated',
  states: {
    generated: { on: { 'idea.review': 'reviewed', 'idea.archive': 'archivedFromGenerated' } },
    reviewed: { on: { 'idea.select': 'selected', 'idea.archive': 'archivedFromReviewed' } },
    selected: {
      on: { 'idea.convert': 'converted', 'idea.unselect': 'reviewed', 'idea.archive': 'archivedFromSelected' },
    },
    converted: { on: { 'idea.archive': 'archivedFromConverted' } },
    archivedFromGenerated: { on: { 'idea.unarchive': 'generated' } },
    archivedFromReviewed: { on: { 'idea.unarchive': 'reviewed' } },
    archivedFromSelected: { on: { 'idea.unarchive': 'selected' } },
    archivedFromConverted: { on: { 'idea.unarchive': 'converted' } },
  },
});

type Status = 'generated' | 'reviewed' | 'selected' | 'converted' | 'archived';

/** What the header shows per status: the badge's word, its meaning (hover and text), the buttons. */
const SHOWN: Record<Status, { badge: string; meaning: string; buttons: string[] }> = {
  generated: {
    badge: 'Generated',
    meaning: 'Newly generated, awaiting review',
    buttons: ['Mark as reviewed', 'Archive idea', 'Refresh idea'],
  },
  reviewed: {
    badge: 'Reviewed',
    meaning: 'Reviewed and scored',
    buttons: ['Select idea', 'Archive idea', 'Refresh idea'],
  },
  selected: {
    badge: 'Selected',
    meaning: 'Selected for potential conversion',
    buttons: ['Unselect idea', 'Convert to experiment', 'Archive idea', 'Refresh idea'],
  },
  converted: { badge: 'Converted', meaning: 'Converted to experiment', buttons: ['Archive idea', 'Refresh idea'] },
  archived: { badge: 'Archived', meaning: 'Archived', buttons: ['Unarchive idea', 'Refresh idea'] },
};

/** The page of a new idea added to a completed session, one per path. */
export function ideaStatusPage(
  page: Page,
  newIdea: () => Promise<{ id: string; workspaceId: string; title: string }>,
): PageModel<typeof ideaStatusModel> {
  const main = page.getByRole('main');
  const actions = main.getByRole('group', { name: 'Idea actions' });
  const shows = (status: Status) => async () => {
    const { badge, meaning, buttons } = SHOWN[status];
    await expect(main.getByTitle(meaning, { exact: true })).toHaveText(badge);
    // 'Archived' says no more than its badge, so it is not written out again.
    if (meaning !== badge) await expect(main.getByText(meaning, { exact: true })).toBeVisible();
    await expect(actions.getByRole('button')).toHaveText(buttons);
    for (const button of await actions.getByRole('button').all()) await expect(button).toBeEnabled();
    await expect(main.getByRole('alert')).toHaveCount(0);
  };
  const move = async (button: string, toast: string) => {
    await actions.getByRole('button', { name: button }).click();
    await expect(page.getByRole('region', { name: 'Notifications' }).getByText(toast)).toBeVisible();
  };

  return {
    machine: ideaStatusModel,
    reset: async () => {
      const idea = await newIdea();
      await page.goto(`/workspaces/${idea.workspaceId}/ideas/${idea.id}`);
      await expect(main.getByRole('heading', { level: 2, name: idea.title })).toBeVisible();
    },
    states: {
      generated: shows('generated'),
      reviewed: shows('reviewed'),
      selected: shows('selected'),
      converted: shows('converted'),
      archivedFromGenerated: shows('archived'),
      archivedFromReviewed: shows('archived'),
      archivedFromSelected: shows('archived'),
      archivedFromConverted: shows('archived'),
    },
    events: {
      'idea.review': () => move('Mark as reviewed', 'Idea reviewed'),
      'idea.select': () => move('Select idea', 'Idea selected'),
      'idea.unselect': () => move('Unselect idea', 'Idea unselected'),
      'idea.convert': () => move('Convert to experiment', 'Idea converted'),
      'idea.unarchive': () => move('Unarchive idea', 'Idea unarchived'),
      'idea.archive': async () => {
        await actions.getByRole('button', { name: 'Archive idea' }).click();
        const confirm = page.getByRole('dialog', { name: 'Archive this idea?' });
        await expect(confirm).toContainText('Unarchive brings it back to where it was.');
        await confirm.getByRole('button', { name: 'Archive idea' }).click();
        await expect(page.getByRole('region', { name: 'Notifications' }).getByText('Idea archived')).toBeVisible();
      },
    },
  };
}
