import { expect, type Locator, type Page } from '@playwright/test';
import { overflowingElements } from './layout-audit';
import { screenshotPath } from './session';

// The lab journey's steps (tests/e2e/sharing.spec.ts, issue #31): a supervisor and a student in two
// browsers, one workspace.

/** An invitation link for one use, made on a workspace's members tab; its address. */
export async function invitationLink(page: Page, role: 'editor' | 'viewer'): Promise<string> {
  const form = page.getByRole('form', { name: 'Create invitation link' });
  await form.getByRole('combobox', { name: 'Role' }).selectOption(role);
  await form.getByRole('button', { name: 'Create link' }).click();
  const link = await form.getByRole('textbox', { name: 'Invitation link' }).inputValue();
  expect(link).toMatch(/\/invite\/[0-9a-f-]{36}#[A-Za-z0-9_-]{43}$/);
  return link;
}

/** A card of the page by its heading: the section under it. */
export const cardOf = (page: Page, title: string) =>
  page
    .getByRole('heading', { level: 2, name: title, exact: true })
    .locator('xpath=ancestor::div[contains(@class,"rounded-ui")][1]');

/**
 * `what` (or the viewport) at 1440 and 390 px into test-results/screens/lab/, nothing wider than a
 * phone at 390.
 */
export async function labScreens(page: Page, name: string, what?: Locator) {
  const before = page.viewportSize()!;
  const shoot = (path: string) => (what ? what.screenshot({ path }) : page.screenshot({ path }));
  await page.setViewportSize({ width: 1440, height: 900 });
  await shoot(screenshotPath(`lab/${name}-1440`));
  await page.setViewportSize({ width: 390, height: 844 });
  expect.soft(await overflowingElements(page), `${name} at 390 px`).toEqual([]);
  await shoot(screenshotPath(`lab/${name}-390`));
  await page.setViewportSize(before);
}

/** Rates the open idea page's idea with `stars` on its Rating and tournament card. */
export async function rateIdea(page: Page, stars: number) {
  const card = cardOf(page, 'Rating and tournament');
  const star = card.getByRole('radio', { name: `Rate ${stars} out of 5 stars` });
  // The radio is drawn as a star: the star (its label) takes the click.
  await star.locator('xpath=..').click();
  await expect(star).toBeChecked();
  await expect(card).toContainText(`${1000 + (2000 * (stars - 1)) / 4} on the Elo scale`);
}

/**
 * Posts a comment on the open page that mentions `member`, picked from the composer's autocomplete
 * by the first letters of the name.
 */
export async function commentMentioning(page: Page, member: string, words: string) {
  const card = cardOf(page, 'Comments');
  const composer = card.getByRole('textbox', { name: /New comment/ });
  await composer.pressSequentially(`@${member.slice(0, 3)}`);
  await card.getByRole('listbox', { name: 'Members to mention' }).getByRole('option', { name: member }).click();
  await expect(composer).toHaveValue(`@"${member}" `);
  await composer.pressSequentially(words);
  await card.getByRole('button', { name: 'Comment', exact: true }).click();
  await expect(composer).toHaveValue('');
}

/** Opens the top bar's bell, marks everything read and closes it again. */
export async function markAllRead(page: Page) {
  await page.getByRole('button', { name: /^Notifications, \d+ unread$/ }).click();
  await page.getByLabel('Your notifications').getByRole('button', { name: 'Mark all as read' }).click();
  // The bell closes its panel again (the disabled Mark all as read left nothing focused in it).
  await page.getByRole('button', { name: 'Notifications', exact: true }).click();
  await expect(page.getByLabel('Your notifications')).toBeHidden();
}

/** `text` matched literally inside a RegExp. */
export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
