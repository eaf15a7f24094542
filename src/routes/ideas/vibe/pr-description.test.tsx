import { render, screen, within } from '@testing-library/react';
import { PrDescription } from './pr-description';

describe('PrDescription', () => {
  it('shows the checks table as a table, headings under the card, and never raw HTML', () => {
    render(
      <PrDescription
        markdown={[
          '## Checks',
          '',
          '| Check | Result |',
          '| --- | --- |',
          '| Python compiles | passed |',
          '| Tests | failed |',
          '',
          '<script>alert(1)</script>',
        ].join('\n')}
      />,
    );
    expect(screen.getByRole('heading', { level: 4, name: 'Checks' })).toBeInTheDocument();
    const rows = within(screen.getByRole('table')).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual(['CheckResult', 'Python compilespassed', 'Testsfailed']);
    expect(document.querySelector('script')).toBeNull();
  });
});
