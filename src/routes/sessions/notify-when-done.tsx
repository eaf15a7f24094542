import { useState } from 'react';
import { Button } from '../../ui/components/button';

// Asks once for the browser's permission to notify; the session-end watcher does the notifying.

const permission = () => (typeof Notification === 'undefined' ? 'unsupported' : Notification.permission);

export function NotifyWhenDone() {
  const [state, setState] = useState(permission);
  if (state === 'unsupported' || state === 'denied') return null;
  if (state === 'granted')
    return <p className="text-sm text-fg-muted">You will get a browser notification when it ends.</p>;
  return (
    <Button
      variant="secondary"
      icon="bell"
      onClick={() => void Notification.requestPermission().then((answer) => setState(answer))}
    >
      Notify me when it ends
    </Button>
  );
}
