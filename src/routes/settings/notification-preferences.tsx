import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { getErrorMessage } from '../../api/errors';
import {
  notificationPreferencesQueryOptions,
  useSaveNotificationPreferences,
  type NotificationPreference,
} from '../../api/queries/notifications';
import { NOTIFICATION_KIND_LABELS, NOTIFICATION_MESSAGES } from '../../domain/notification-kinds';
import { Alert } from '../../ui/components/alert';
import { Button } from '../../ui/components/button';
import { DataState } from '../../ui/components/data-state';

// Which kinds of notification the user receives (docs/product.md, "Notifications"): a checkbox per
// kind, saved together. The bell's panel links here (#notifications).

export function NotificationPreferences() {
  const saved = useQuery(notificationPreferencesQueryOptions());
  return (
    <section aria-labelledby="notifications" className="mt-10">
      {/* Not "Notifications": that names the toasts' region, and two landmarks may not share a name. */}
      <h2 id="notifications" className="mb-3 scroll-mt-20 text-lg font-semibold">
        Notification preferences
      </h2>
      <DataState
        isLoading={saved.isPending}
        loadingLabel="Loading notification preferences"
        error={saved.error}
        onRetry={() => void saved.refetch()}
      >
        {saved.data && <PreferencesForm initial={saved.data.items} />}
      </DataState>
    </section>
  );
}

function PreferencesForm({ initial }: { initial: NotificationPreference[] }) {
  const [items, setItems] = useState(initial);
  const [done, setDone] = useState(false);
  const save = useSaveNotificationPreferences();
  const toggle = (kind: NotificationPreference['kind']) => {
    setDone(false);
    setItems((current) => current.map((item) => (item.kind === kind ? { ...item, enabled: !item.enabled } : item)));
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setDone(false);
    save.mutate(items, { onSuccess: (answer) => (setItems(answer.items), setDone(true)) });
  };
  return (
    <form onSubmit={submit} className="flex flex-col gap-4">
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-sm text-fg-muted">Tell me in the app when:</legend>
        {items.map((item) => (
          <label key={item.kind} className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              className="size-4 accent-accent"
              checked={item.enabled}
              onChange={() => toggle(item.kind)}
            />
            {NOTIFICATION_KIND_LABELS[item.kind]}
          </label>
        ))}
      </fieldset>
      {save.isError && <Alert title="Could not save the preferences">{getErrorMessage(save.error)}</Alert>}
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" variant="secondary" disabled={save.isPending}>
          Save notification preferences
        </Button>
        <p role="status" className="text-sm text-success">
          {done ? NOTIFICATION_MESSAGES.preferencesSaved : ''}
        </p>
      </div>
    </form>
  );
}
