import { useContext, useEffect, useState } from 'react';
import { AuthActorContext } from './auth-provider';

/**
 * The signed-in reader's id, so a row they wrote reads "You" and someone else's by name; undefined
 * when signed out, or when a component is rendered without the auth provider.
 */
export function useViewerId(): string | undefined {
  const actor = useContext(AuthActorContext);
  const [id, setId] = useState(() => actor?.getSnapshot().context.user?.id);
  useEffect(() => {
    if (!actor) return undefined;
    const subscription = actor.subscribe((snapshot) => setId(snapshot.context.user?.id));
    return () => subscription.unsubscribe();
  }, [actor]);
  return id;
}
