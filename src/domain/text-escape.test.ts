import { escapeMarkdown, escapeMarkdownBlock } from './text-escape';

describe('escapeMarkdown', () => {
  it('turns image, link, autolink and HTML syntax into text', () => {
    expect(escapeMarkdown('Soil ![b](https://tracker.invalid/b.png)')).toBe(
      'Soil !\\[b\\](https://tracker.invalid/b.png)',
    );
    expect(escapeMarkdown('[the tracker](https://tracker.invalid/x)')).toBe(
      '\\[the tracker\\](https://tracker.invalid/x)',
    );
    expect(escapeMarkdown('<https://tracker.invalid> <img src=x>')).toBe(
      '\\<https://tracker.invalid\\> \\<img src=x\\>',
    );
    expect(escapeMarkdown('[ref]: https://tracker.invalid/x')).toBe('\\[ref\\]: https://tracker.invalid/x');
  });

  it('escapes emphasis, code, a trailing backslash and a leading list or heading marker, on one line', () => {
    expect(escapeMarkdown('*a* _b_ `c` ~d~ |e| f\\')).toBe('\\*a\\* \\_b\\_ \\`c\\` \\~d\\~ \\|e\\| f\\\\');
    expect(escapeMarkdown('# title\n- item')).toBe('\\# title - item');
  });

  it('keeps lines in block text, each escaped', () => {
    expect(escapeMarkdownBlock('![b](u)\n1. one')).toBe('!\\[b\\](u)\n1\\. one');
  });
});
