import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Button } from '../components/button';
import { Modal } from '../components/dialog';
import { NOTIFICATION_DURATION_MS, ToastProvider, useToast } from './toast-provider';

// A toast that arrives while a modal dialog is open waits behind it (docs/product.md,
// "Notifications and dialogs"): under the backdrop, never over the dialog's Close, and its five
// seconds start once the dialog has closed.

function Page() {
  const toast = useToast();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Suggest datasets</Button>
      <Modal open={open} onClose={() => setOpen(false)} title="Suggested datasets">
        <Button onClick={() => toast.success('Session completed')}>Finish the session</Button>
        <Button onClick={() => setOpen(false)}>Close</Button>
      </Modal>
    </>
  );
}

describe('toasts and modal dialogs', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    // Testing Library flushes user-event's steps with a timer it only advances for a `jest` global.
    vi.stubGlobal('jest', { advanceTimersByTime: vi.advanceTimersByTime.bind(vi) });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('keeps a toast behind an open dialog, its time stopped, and shows it in full once the dialog closes', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
    render(
      <ToastProvider>
        <Page />
      </ToastProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Suggest datasets' }));
    await user.click(await screen.findByRole('button', { name: 'Finish the session' }));
    const region = screen.getByRole('region', { name: 'Notifications', hidden: true });
    expect(region).toHaveAttribute('data-behind-dialog', 'true');
    act(() => vi.advanceTimersByTime(NOTIFICATION_DURATION_MS * 3));
    expect(region).toHaveTextContent('Session completed');

    await user.click(screen.getByRole('button', { name: 'Close' }));
    // The dialog hands focus back on a frame of its own.
    await act(async () => {
      await Promise.resolve();
    });
    expect(region).not.toHaveAttribute('data-behind-dialog');
    act(() => vi.advanceTimersByTime(NOTIFICATION_DURATION_MS - 1));
    expect(screen.getByRole('status')).toHaveTextContent('Session completed');
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
