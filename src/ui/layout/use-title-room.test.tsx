import { render, screen } from '@testing-library/react';
import { ShortenedText } from '../components/shortened-text';
import { useTitleRoom } from './use-title-room';

const GOAL = 'Improve the thermostability of a PETase enzyme for plastic recycling at 70 °C';

function Title({ text }: { text: string }) {
  const { ref: roomRef, maxChars } = useTitleRoom();
  return (
    <h1 ref={roomRef} title={text}>
      <ShortenedText text={text} maxChars={maxChars} />
    </h1>
  );
}

/** Lays the heading out as a browser would: `width` px wide, 16 px letters, clamped to `lines`. */
function layOut(width: number, lines: number) {
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(width);
  vi.spyOn(window, 'getComputedStyle').mockReturnValue({
    fontSize: '16px',
    getPropertyValue: (name: string) => (name === '-webkit-line-clamp' ? String(lines) : ''),
  } as unknown as CSSStyleDeclaration);
}

afterEach(() => vi.restoreAllMocks());

describe('the top bar title', () => {
  it('ends a title too long for two phone lines at a word, and is named by the whole title', () => {
    layOut(176, 2); // about 18 letters a line
    render(<Title text={GOAL} />);
    const heading = screen.getByRole('heading', { level: 1, name: GOAL });
    expect(heading).toHaveAttribute('title', GOAL);
    const shown = heading.querySelector('[aria-hidden="true"]')?.textContent ?? '';
    expect(shown).toBe('Improve the thermostability…');
    expect(GOAL.startsWith(shown.slice(0, -1))).toBe(true);
  });

  it('shows the whole title where one line holds it', () => {
    layOut(900, 1);
    render(<Title text={GOAL} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(new RegExp(`^${GOAL}$`));
    expect(screen.getByRole('heading', { level: 1 }).querySelector('[aria-hidden]')).toBeNull();
  });

  it('cuts nothing where nothing is laid out', () => {
    render(<Title text={GOAL} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(new RegExp(`^${GOAL}$`));
  });
});
