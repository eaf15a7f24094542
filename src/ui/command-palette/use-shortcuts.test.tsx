import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupApiServer } from '../../../tests/support/ui/api-server';
import { renderShell } from './command-palette.test-support';
import { SEARCH_LABEL } from './command-palette';
import { isPaletteChord, isTypingTarget } from './use-shortcuts';

setupApiServer();

// hidden: behind a modal dialog the page is hidden from the accessibility tree, and still there.
const rowLink = (title: string) => screen.getByRole('link', { name: title, hidden: true });
const searchBox = () => screen.getByRole('searchbox', { name: 'Filter the list' });

describe('keyboard shortcuts', () => {
  it('/ focuses the page’s search box, without typing the slash', async () => {
    const user = userEvent.setup();
    renderShell();
    await user.keyboard('/');
    expect(searchBox()).toHaveFocus();
    expect(searchBox()).toHaveValue('');
  });

  it('/ opens the command palette on a page without a search box', async () => {
    const user = userEvent.setup();
    renderShell('/plain');
    await user.keyboard('/');
    expect(await screen.findByRole('combobox', { name: SEARCH_LABEL })).toBeInTheDocument();
  });

  it('j and k move focus down and up the rows of the page’s list, scrolling each into view', async () => {
    // jsdom has no scrollIntoView: a stand-in records which element asked, for this test only.
    const scrolled: Element[] = [];
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this);
    };
    onTestFinished(() => void Reflect.deleteProperty(Element.prototype, 'scrollIntoView'));
    const user = userEvent.setup();
    renderShell();
    await user.keyboard('j');
    expect(rowLink('Alpha')).toHaveFocus();
    await user.keyboard('jj');
    expect(rowLink('Gamma')).toHaveFocus();
    // Stops at the last row.
    await user.keyboard('j');
    expect(rowLink('Gamma')).toHaveFocus();
    await user.keyboard('k');
    expect(rowLink('Beta')).toHaveFocus();
    await user.keyboard('kk');
    expect(rowLink('Alpha')).toHaveFocus();
    expect(scrolled.map((el) => el.textContent)).toEqual(['Alpha', 'Beta', 'Gamma', 'Gamma', 'Beta', 'Alpha', 'Alpha']);
  });

  it('j and k walk the cards a list becomes on a phone, as they walk a table’s rows', async () => {
    const user = userEvent.setup();
    renderShell('/cards');
    await user.keyboard('j');
    expect(rowLink('Alpha')).toHaveFocus();
    await user.keyboard('jj');
    expect(rowLink('Gamma')).toHaveFocus();
    await user.keyboard('k');
    expect(rowLink('Beta')).toHaveFocus();
  });

  it('? lists the shortcuts in a dialog that Escape closes', async () => {
    const user = userEvent.setup();
    renderShell();
    await user.keyboard('?');
    const dialog = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' });
    const terms = within(dialog)
      .getAllByRole('term')
      .map((dt) => dt.textContent);
    expect(terms).toEqual(['Ctrl+K', '/', 'j', 'k', '?', 'Esc', 'Ctrl+Shift+L']);
    expect(within(dialog).getByText('Move to the next row of the page’s list')).toBeInTheDocument();
    // Single keys do nothing behind a modal dialog.
    await user.keyboard('j');
    expect(rowLink('Alpha')).not.toHaveFocus();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('ignores single keys while typing in a field, and with Ctrl, ⌘ or Alt held', async () => {
    const user = userEvent.setup();
    renderShell();
    const notes = screen.getByRole('textbox', { name: 'Notes' });
    await user.click(notes);
    await user.keyboard('j/k?');
    expect(notes).toHaveFocus();
    expect(notes).toHaveValue('j/k?');
    await user.type(searchBox(), 'jk/');
    expect(searchBox()).toHaveValue('jk/');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    const heading = screen.getByRole('heading', { name: 'Page heading' });
    await user.click(heading);
    await user.keyboard('{Alt>}j{/Alt}{Control>}j{/Control}{Meta>}/{/Meta}');
    expect(heading).toHaveFocus();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('isTypingTarget and isPaletteChord', () => {
  it('knows fields and editable text from the rest of the page', () => {
    const editable = document.createElement('div');
    editable.setAttribute('contenteditable', 'true');
    editable.append(document.createElement('span'));
    const select = document.createElement('select');
    expect([editable, editable.firstElementChild, select].map(isTypingTarget)).toEqual([true, true, true]);
    const off = document.createElement('div');
    off.setAttribute('contenteditable', 'false');
    expect([off, document.createElement('a'), null].map(isTypingTarget)).toEqual([false, false, false]);
  });

  it('takes Ctrl+K and ⌘K, but not with Shift or Alt', () => {
    const chord = (init: KeyboardEventInit) => isPaletteChord(new KeyboardEvent('keydown', init));
    expect(chord({ key: 'k', ctrlKey: true })).toBe(true);
    expect(chord({ key: 'K', metaKey: true })).toBe(true);
    expect(chord({ key: 'k', ctrlKey: true, shiftKey: true })).toBe(false);
    expect(chord({ key: 'k', metaKey: true, altKey: true })).toBe(false);
    expect(chord({ key: 'k' })).toBe(false);
  });
});
