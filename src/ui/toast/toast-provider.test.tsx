import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NOTIFICATION_DURATION_MS, ToastProvider, useToast } from './toast-provider';

function Trigger() {
  const toast = useToast();
  return (
    <>
      <button onClick={() => toast.success('Workspace created')}>Succeed</button>
      <button onClick={() => toast.error('Could not save', 'Name is required')}>Fail</button>
    </>
  );
}

describe('toasts', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    // Testing Library flushes user-event's steps with a timer it only advances for a `jest` global.
    vi.stubGlobal('jest', { advanceTimersByTime: vi.advanceTimersByTime.bind(vi) });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('shows a status toast that disappears after 5000 ms', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
    render(
      <ToastProvider>
        <Trigger />
      </ToastProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Succeed' }));
    expect(screen.getByRole('status')).toHaveTextContent('Workspace created');

    act(() => vi.advanceTimersByTime(NOTIFICATION_DURATION_MS - 1));
    expect(screen.getByRole('status')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(NOTIFICATION_DURATION_MS).toBe(5000);
  });

  it('announces errors as alerts and can be dismissed early', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
    render(
      <ToastProvider>
        <Trigger />
      </ToastProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Fail' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Could not saveName is required');
    await user.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('keeps each toast on its own clock', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
    render(
      <ToastProvider>
        <Trigger />
      </ToastProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Succeed' }));
    act(() => vi.advanceTimersByTime(3000));
    await user.click(screen.getByRole('button', { name: 'Fail' }));
    act(() => vi.advanceTimersByTime(2000));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByRole('alert')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(3000));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('leads somewhere: a link opens in the app and closes the toast', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
    const open = vi.fn();
    function Linked() {
      const toast = useToast();
      const links = [{ label: 'Open the experiment', href: '/workspaces/experiments/e-1', open }];
      return <button onClick={() => toast.show({ title: '1 idea converted', tone: 'success', links })}>Go</button>;
    }
    render(
      <ToastProvider>
        <Linked />
      </ToastProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Go' }));
    const link = screen.getByRole('link', { name: 'Open the experiment' });
    expect(link).toHaveAttribute('href', '/workspaces/experiments/e-1');
    await user.click(link);
    expect(open).toHaveBeenCalledOnce();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
