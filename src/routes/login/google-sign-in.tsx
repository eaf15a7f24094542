import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { Alert } from '../../ui/components/alert';
import { useTheme } from '../../ui/theme/theme-provider';
import { loadGoogleIdentity } from './google-identity';

interface GoogleSignInProps {
  clientId: string;
  onCredential: (idToken: string) => void;
}

/** Google's own button (their script draws it), in the current theme. */
export function GoogleSignIn({ clientId, onCredential }: GoogleSignInProps) {
  const container = useRef<HTMLDivElement>(null);
  const { resolved } = useTheme();
  const [failed, setFailed] = useState(false);
  const handleCredential = useEffectEvent((idToken: string) => onCredential(idToken));

  useEffect(() => {
    let cancelled = false;
    loadGoogleIdentity().then(
      (id) => {
        if (cancelled || !container.current) return;
        id.initialize({ client_id: clientId, callback: (response) => handleCredential(response.credential) });
        container.current.replaceChildren();
        id.renderButton(container.current, {
          type: 'standard',
          theme: resolved === 'dark' ? 'filled_black' : 'outline',
          size: 'large',
          text: 'signin_with',
          shape: 'rectangular',
          width: 320,
        });
      },
      () => !cancelled && setFailed(true),
    );
    return () => {
      cancelled = true;
    };
  }, [clientId, resolved]);

  return (
    <div className="flex flex-col items-center gap-3">
      <div ref={container} data-testid="google-sign-in" className="flex min-h-11 justify-center" />
      {failed && <Alert>Google sign-in could not be loaded. Check your connection, then reload the page.</Alert>}
    </div>
  );
}
