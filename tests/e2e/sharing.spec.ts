import type { Locator, Page } from '@playwright/test';
import { overflowingElements } from './support/layout-audit';
import { cardOf, commentMentioning, invitationLink, labScreens, rateIdea } from './support/lab';
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

  // 1. Sofia makes a link for an editor; Theo opens it in his own browser and joins.
  await openMembers(sofia, 'Marquez lab');
  const link = await invitationLink(sofia, 'editor');
  const theoContext = await browser.newContext();
  const theo = await theoContext.newPage();
  await signInLocally(theo, uniqueEmail('theo'), 'Theo Okafor');
  await theo.goto(link);
  await expect(theo.getByText('You joined “Marquez lab”')).toBeVisible();
  await expect(theo.getByText('You are an editor there.')).toBeVisible();

  // 2. Both on the idea's page; Theo rates it and mentions Sofia in a comment.
  await sofia.goto(ideaPage);
  await theo.goto(ideaPage);
  await expect(theo.getByRole('heading', { level: 2, name: ideaTitle })).toBeVisible();
  await rateIdea(theo, 4);
  await commentMentioning(theo, 'Sofia Marquez', 'the drought plots at the field station could test this.');
  const thread = cardOf(theo, 'Comments').getByRole('region', { name: 'Thread started by Theo Okafor' });
  await expect(thread).toContainText('the drought plots at the field station could test this.');
  await expect(thread).toContainText(/Mentions\s*@Sofia Marquez/);
  // As an editor he selects the idea for conversion.
  await theo.getByRole('group', { name: 'Idea actions' }).getByRole('button', { name: 'Select idea' }).click();
  await expect(theo.getByText('Idea selected', { exact: true })).toBeVisible();

  // 3. Sofia makes Theo a viewer: on his next visit the idea's Convert and his stars are disabled,
  // with the server's words.
  await openMembers(sofia, 'Marquez lab');
  await sofia.getByRole('combobox', { name: 'Role of Theo Okafor' }).selectOption('viewer');
  await expect(sofia.getByText('Theo Okafor is now viewer')).toBeVisible();
  await theo.goto(ideaPage);
  const convert = theo
    .getByRole('group', { name: 'Idea actions' })
    .getByRole('button', { name: 'Convert to experiment' });
  await expect(convert).toBeDisabled();
  await expect(convert).toHaveAccessibleDescription(VIEWER_REFUSAL);
  await expect(theo.getByRole('radio', { name: 'Rate 5 out of 5 stars' })).toBeDisabled();
  await expect(theo.getByRole('link', { name: 'Raise wheat yield under drought' })).toBeVisible();
  await labScreens(theo, 'viewer-convert-disabled');

  // 4. Sofia removes Theo: his next step in the app finds neither the idea nor the workspace.
  await sofia.getByRole('button', { name: 'Remove Theo Okafor' }).click();
  await sofia.getByRole('dialog', { name: 'Remove member' }).getByRole('button', { name: 'Remove' }).click();
  await expect(sofia.getByText('Theo Okafor was removed')).toBeVisible();
  await expect(
    sofia.getByRole('table', { name: 'Members' }).getByRole('rowheader', { name: 'Theo Okafor' }),
  ).toHaveCount(0);
  await theo.getByRole('link', { name: 'Open its session' }).click();
  await expect(theo.getByRole('heading', { name: 'This session could not be found' })).toBeVisible();
  await labScreens(theo, 'student-locked-out');
  await theo.goto(ideaPage);
  await expect(theo.getByRole('heading', { name: 'This idea could not be found' })).toBeVisible();
  // His list of workspaces no longer holds the lab, his only one.
  await theo.goto('/workspaces/list');
  await expect(theo.getByText('No workspaces yet')).toBeVisible();
  await theoContext.close();
});
