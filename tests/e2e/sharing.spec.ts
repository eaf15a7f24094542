import type { Locator, Page } from '@playwright/test';
import { overflowingElements } from './support/layout-audit';
import { switchTheme } from './support/themes';
import {
  cardOf,
  commentMentioning,
  escapeRegExp,
  invitationLink,
  labScreens,
  markAllRead,
  rateIdea,
} from './support/lab';
import { completedSession, createWorkspace, screenshotPath, signInLocally, uniqueEmail } from './support/session';
import { expect, test } from './support/test';

// Sharing a workspace (docs/product.md, "Sharing a workspace"): Ada invites Ben by e-mail to one
// workspace and by link to another; Ben accepts the first from his dashboard's inbox and the second
// by opening the link, sees each with his role, and as a viewer is told why he cannot add a goal.

/**
 * A card, or the page (tall enough to hold it all: its main column scrolls inside the shell), at
 * 1440 and 390 px, nothing wider than a phone at 390.
 */
async function atBothWidths(page: Page, name: string, card?: Locator) {
  const before = page.viewportSize()!;
  const shoot = (path: string) => (card ? card.screenshot({ path }) : page.screenshot({ path }));
  await page.setViewportSize({ width: 1440, height: card ? 900 : 1300 });
  await shoot(screenshotPath(`sharing/${name}-1440`));
  await page.setViewportSize({ width: 390, height: card ? 844 : 1800 });
  expect.soft(await overflowingElements(page), `${name} at 390 px`).toEqual([]);
  await shoot(screenshotPath(`sharing/${name}-390`));
  await page.setViewportSize(before);
}

/** Whether the point at the middle of `what` shows `what` itself, or something drawn over it. */
const onTop = (what: Locator) =>
  what.evaluate((element) => {
    const box = element.getBoundingClientRect();
    return element.contains(document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2));
  });

/**
 * A toast on screen when a dialog opens waits behind it, under the backdrop, not over the dialog,
 * and is there again, on top, once the dialog closes.
 */
async function toastWaitsBehindDialog(page: Page, toast: string) {
  await page.setViewportSize({ width: 1440, height: 900 });
  // By its markup: while the dialog is open the page behind it, toasts included, is inert.
  const stack = page.locator('section[aria-label="Notifications"]');
  const shown = stack.locator('[role="status"]', { hasText: toast });
  await page.getByRole('tab', { name: 'Members' }).click();
  await page.getByRole('button', { name: 'Leave workspace' }).click();
  const dialog = page.getByRole('dialog', { name: 'Leave workspace' });
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeVisible();
  await expect(shown).toHaveCount(1);
  expect(await onTop(shown), 'the toast is under the dialog’s backdrop').toBe(false);
  await page.screenshot({ path: screenshotPath('sharing/toast-behind-dialog-1440') });
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeHidden();
  expect(await onTop(shown), 'the toast is back on top').toBe(true);
}

const VIEWER_WORDS = 'Only editors and owners of this workspace can do this. You are a viewer.';

/** A viewer's workspace tabs, each write shut with the server's words, in both themes at 1440 and 390 px. */
async function viewerWalk(page: Page) {
  await page.getByRole('tab', { name: 'Overview' }).click();
  for (const name of ['Edit workspace', 'Delete workspace']) {
    const button = page.getByRole('button', { name });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAccessibleDescription('Only owners of this workspace can do this. You are a viewer.');
  }
  await page.getByRole('tab', { name: 'Research Goals' }).click();
  await expect(page.getByText('No research goals yet')).toBeVisible();
  await expect(page.getByText(VIEWER_WORDS)).toHaveCount(1);
  await page.getByRole('tab', { name: 'Workflows' }).click();
  await expect(page.getByRole('button', { name: 'New workflow' })).toHaveAccessibleDescription(VIEWER_WORDS);
  for (const scheme of ['light', 'dark'] as const) {
    await switchTheme(page, scheme);
    for (const tab of ['Overview', 'Research Goals', 'Workflows']) {
      await page.getByRole('tab', { name: tab }).click();
      await atBothWidths(page, `viewer-${tab.toLowerCase().replace(' ', '-')}-${scheme}`);
    }
  }
  await switchTheme(page, 'light');
}

async function openMembers(page: Page, workspace: string) {
  await page.goto('/workspaces/list');
  await page.getByRole('table', { name: 'Your workspaces' }).getByRole('link', { name: workspace }).click();
  await page.getByRole('tab', { name: 'Members' }).click();
  await expect(page.getByRole('table', { name: 'Members' })).toBeVisible();
}

test('Ada invites Ben by e-mail and by link; Ben joins both and sees what his role allows', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const benEmail = uniqueEmail('ben');
  await signInLocally(page, undefined, 'Ada Lovelace');
  await createWorkspace(page, 'Protein lab');
  await createWorkspace(page, 'Shared lab');

  // 1. By e-mail, as an editor: no mail is sent, it waits in Ben's inbox.
  await openMembers(page, 'Protein lab');
  const byEmail = page.getByRole('form', { name: 'Invite by e-mail' });
  await byEmail.getByRole('textbox', { name: 'E-mail address' }).fill(benEmail);
  await byEmail.getByRole('combobox', { name: 'Role' }).selectOption('editor');
  await byEmail.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText(`Invited ${benEmail}`)).toBeVisible();
  await expect(page.getByRole('table', { name: 'Pending invitations' }).getByText(benEmail)).toBeVisible();

  // 2. By link, as a viewer, for a day and two uses.
  await openMembers(page, 'Shared lab');
  const byLink = page.getByRole('form', { name: 'Create invitation link' });
  await byLink.getByRole('combobox', { name: 'Role' }).selectOption('viewer');
  await byLink.getByRole('combobox', { name: 'Expires after' }).selectOption('24');
  await byLink.getByRole('spinbutton', { name: 'Uses' }).fill('2');
  await byLink.getByRole('button', { name: 'Create link' }).click();
  const link = await byLink.getByRole('textbox', { name: 'Invitation link' }).inputValue();
  expect(link).toMatch(/\/invite\/[0-9a-f-]{36}#[A-Za-z0-9_-]{43}$/);
  await expect(byLink.getByRole('button', { name: 'Copy link' })).toBeVisible();
  await atBothWidths(page, 'owner-members');

  // 3. Ben signs in with the invited address: the invitation is on his dashboard.
  const benContext = await browser.newContext();
  const ben = await benContext.newPage();
  await signInLocally(ben, benEmail, 'Ben Okafor');
  const inbox = ben
    .getByRole('heading', { name: 'Invitations' })
    .locator('xpath=ancestor::div[contains(@class,"rounded-ui")][1]');
  await expect(inbox.getByText('Ada Lovelace invited you to Protein lab as an editor.')).toBeVisible();
  await atBothWidths(ben, 'invitations-inbox', inbox);
  await ben.getByRole('button', { name: 'Accept the invitation to Protein lab' }).click();
  await expect(ben.getByText('You joined “Protein lab”')).toBeVisible();
  await ben.getByRole('tab', { name: 'Research Goals' }).click();
  await expect(ben.getByRole('link', { name: 'New goal' })).toBeVisible();

  // 4. The link: the secret travels in the fragment; Ben joins as a viewer.
  await ben.goto(link);
  await expect(ben.getByText('You joined “Shared lab”')).toBeVisible();
  await expect(ben.getByText('You are a viewer there.')).toBeVisible();
  await toastWaitsBehindDialog(ben, 'You joined “Shared lab”');
  await ben.getByRole('tab', { name: 'Research Goals' }).click();
  const newGoal = ben.getByRole('button', { name: 'New goal' });
  await expect(newGoal).toBeDisabled();
  await expect(newGoal).toHaveAccessibleDescription(
    'Only editors and owners of this workspace can do this. You are a viewer.',
  );
  await atBothWidths(ben, 'viewer-goals');
  await ben.getByRole('tab', { name: 'Members' }).click();
  await expect(
    ben.getByText('Only owners of this workspace can change members and invite people. You are a viewer.'),
  ).toBeVisible();
  await expect(ben.getByRole('form', { name: 'Invite by e-mail' })).toHaveCount(0);
  await viewerWalk(ben);

  // 5. Accepting the same link again is refused in words, and changes nothing.
  await ben.goto(link);
  await expect(ben.getByRole('alert')).toHaveText('You are already a member of this workspace, as a viewer.');

  // 6. Ada sees Ben among the members, added by her, and the link used once of two.
  await page.reload();
  const members = page.getByRole('table', { name: 'Members' });
  await expect(members.getByRole('rowheader', { name: 'Ben Okafor' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Role of Ben Okafor' })).toHaveValue('viewer');
  await expect(page.getByRole('table', { name: 'Pending invitations' }).getByText('1 of 2')).toBeVisible();
  await benContext.close();
});

// The lab (issue #31): Sofia supervises, Theo studies. One journey in two browsers: invited by
// link, Theo rates and comments on an idea of Sofia's session, then is made a viewer, then removed.
const WORDS = 'the drought plots at the field station could test this.';
const VIEWER_REFUSAL = 'Only editors and owners of this workspace can do this. You are a viewer.';

test('a supervisor and a student: invite by link, rate and comment, demote to viewer, remove', async ({
  page: sofia,
  browser,
}) => {
  test.setTimeout(180_000);
  await signInLocally(sofia, undefined, 'Sofia Marquez');
  await completedSession(sofia, 'Marquez lab', 'Raise wheat yield under drought', 3);
  const idea = sofia.getByRole('table', { name: 'Ideas' }).getByRole('row').getByRole('link').first();
  const ideaTitle = (await idea.textContent())!;
  const ideaPage = (await idea.getAttribute('href'))!;
  const sessionPage = new URL(sofia.url()).pathname;

  // 1. Sofia makes a link for an editor; Theo opens it in his own browser and joins.
  await openMembers(sofia, 'Marquez lab');
  const link = await invitationLink(sofia, 'editor');
  const theoContext = await browser.newContext();
  const theo = await theoContext.newPage();
  await signInLocally(theo, uniqueEmail('theo'), 'Theo Okafor');
  await theo.goto(link);
  await expect(theo.getByText('You joined “Marquez lab”')).toBeVisible();
  await expect(theo.getByText('You are an editor there.')).toBeVisible();

  // 2. Both on the idea's page, each told the other is there. Sofia has read her inbox (her
  // session's end is in it), has not rated the idea, and it has no comments.
  await sofia.goto(ideaPage);
  await theo.goto(ideaPage);
  await expect(sofia.getByText('Theo Okafor is viewing')).toBeVisible();
  await expect(theo.getByText('Sofia Marquez is viewing')).toBeVisible();
  await markAllRead(sofia);
  await expect(cardOf(sofia, 'Rating and tournament')).toContainText('Not rated yet');
  await expect(cardOf(sofia, 'Comments')).toContainText('No comments yet.');

  // 3. Theo rates the idea and mentions Sofia in a comment.
  await rateIdea(theo, 4);
  await commentMentioning(theo, 'Sofia Marquez', WORDS);
  const thread = cardOf(theo, 'Comments').getByRole('region', { name: 'Thread started by Theo Okafor' });
  await expect(thread).toContainText(WORDS);
  await expect(thread).toContainText(/Mentions\s*@Sofia Marquez/);

  // 4. Without a reload, Sofia's page shows his stars and his comment, and her bell the mention,
  // which leads back to the idea.
  const sofiaRating = cardOf(sofia, 'Rating and tournament');
  await expect(sofiaRating.getByRole('radio', { name: 'Rate 4 out of 5 stars' })).toBeChecked();
  await expect(sofiaRating).toContainText('2500 on the Elo scale');
  await expect(sofiaRating).toContainText('Rated by Theo Okafor');
  const arrived = cardOf(sofia, 'Comments').getByRole('region', { name: 'Thread started by Theo Okafor' });
  await expect(arrived).toContainText(WORDS);
  await labScreens(sofia, 'live-comment', cardOf(sofia, 'Comments'));
  await sofia.getByRole('link', { name: 'Dashboard', exact: true }).click();
  await sofia.getByRole('button', { name: 'Notifications, 1 unread' }).click();
  const mention = sofia
    .getByLabel('Your notifications')
    .getByRole('link', { name: new RegExp(`Mentioned you on idea '${escapeRegExp(ideaTitle)}'`) });
  await expect(mention).toContainText('Theo Okafor');
  await labScreens(sofia, 'bell-mention');
  await mention.click();
  await expect(sofia).toHaveURL(new RegExp(`${escapeRegExp(ideaPage)}$`));
  await expect(sofia.getByRole('heading', { level: 2, name: ideaTitle })).toBeVisible();
  await expect(sofia.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();

  // As an editor Theo selects the idea for conversion.
  await theo.getByRole('group', { name: 'Idea actions' }).getByRole('button', { name: 'Select idea' }).click();
  await expect(theo.getByText('Idea selected', { exact: true })).toBeVisible();

  // 5. Sofia makes Theo a viewer: on the page he has open, without a reload, the idea's Convert
  // and his stars shut, with the server's words.
  await openMembers(sofia, 'Marquez lab');
  await sofia.getByRole('combobox', { name: 'Role of Theo Okafor' }).selectOption('viewer');
  await expect(sofia.getByText('Theo Okafor is now viewer')).toBeVisible();
  const convert = theo
    .getByRole('group', { name: 'Idea actions' })
    .getByRole('button', { name: 'Convert to experiment' });
  await expect(convert).toBeDisabled();
  await expect(convert).toHaveAccessibleDescription(VIEWER_REFUSAL);
  await expect(theo.getByRole('radio', { name: 'Rate 5 out of 5 stars' })).toBeDisabled();
  await expect(theo.getByRole('link', { name: 'Raise wheat yield under drought' })).toBeVisible();
  await labScreens(theo, 'viewer-convert-disabled');

  // 6. Sofia removes Theo: the idea he has open is gone from his screen without a reload, and his
  // next steps in the app find neither its session nor the workspace.
  await sofia.getByRole('button', { name: 'Remove Theo Okafor' }).click();
  await sofia.getByRole('dialog', { name: 'Remove member' }).getByRole('button', { name: 'Remove' }).click();
  await expect(sofia.getByText('Theo Okafor was removed')).toBeVisible();
  await expect(
    sofia.getByRole('table', { name: 'Members' }).getByRole('rowheader', { name: 'Theo Okafor' }),
  ).toHaveCount(0);
  await expect(theo.getByRole('heading', { name: 'This idea could not be found' })).toBeVisible();
  await labScreens(theo, 'student-locked-out');
  await theo.goto(sessionPage);
  await expect(theo.getByRole('heading', { name: 'This session could not be found' })).toBeVisible();
  // His list of workspaces no longer holds the lab, his only one.
  await theo.goto('/workspaces/list');
  await expect(theo.getByText('No workspaces yet')).toBeVisible();
  await theoContext.close();
});
