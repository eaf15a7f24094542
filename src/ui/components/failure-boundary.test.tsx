import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { FailureBoundary, failureReport } from './failure-boundary';

let broken = true;
function Fragile() {
  if (broken) throw new TypeError("Cannot read properties of undefined (reading 'location')");
  return <p>Parameters drawn</p>;
}

// React reports what a boundary caught on console.error; here that report is expected.
function expectReported(times: number) {
  const logged = vi.mocked(console.error);
  expect(logged.mock.calls.length).toBeGreaterThanOrEqual(times);
  logged.mockClear();
}

beforeEach(() => {
  broken = true;
  vi.mocked(console.error).mockImplementation(() => {});
});

describe('FailureBoundary', () => {
  it('shows what could not be shown and why, and leaves its neighbours working', async () => {
    render(
      <>
        <FailureBoundary what="The selected node's form">
          <Fragile />
        </FailureBoundary>
        <button type="button">Save workflow</button>
      </>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent("The selected node's form could not be shown");
    expect(screen.getByText('The rest of the page still works.', { exact: false })).toBeInTheDocument();
    await userEvent.click(screen.getByText('What failed'));
    expect(screen.getByText(/TypeError: Cannot read properties of undefined \(reading 'location'\)/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Save workflow' })).toBeEnabled();
    expectReported(1);
  });

  it('draws again on Try again once the cause is gone', async () => {
    render(
      <FailureBoundary what="The canvas">
        <Fragile />
      </FailureBoundary>,
    );
    broken = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByText('Parameters drawn')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expectReported(1);
  });

  it('tries again by itself when a reset key changes (another page, another node)', async () => {
    function Page() {
      const [path, setPath] = useState('/a');
      return (
        <>
          <button type="button" onClick={() => ((broken = false), setPath('/b'))}>
            Go to b
          </button>
          <FailureBoundary what="This page" resetKeys={[path]}>
            <Fragile />
          </FailureBoundary>
        </>
      );
    }
    render(<Page />);
    expect(screen.getByRole('alert')).toHaveTextContent('This page could not be shown');
    await userEvent.click(screen.getByRole('button', { name: 'Go to b' }));
    expect(screen.getByText('Parameters drawn')).toBeInTheDocument();
    expectReported(1);
  });
});

describe('failureReport', () => {
  it('names the part, the address and the error', () => {
    expect(failureReport('The canvas', new RangeError('too deep'), '/workspaces/w1/graph')).toBe(
      'The canvas failed to draw at /workspaces/w1/graph.\nRangeError: too deep',
    );
    expect(failureReport('This page', 'a thrown string', '/x')).toBe(
      'This page failed to draw at /x.\na thrown string',
    );
  });
});
