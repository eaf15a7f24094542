import { enumWords } from './enum-words';

// An activity-log action (`entity.verb`, e.g. `assistant.answered`) as the row reads it:
// "Assistant answered". The raw name stays in the row's details, and filters still use it.

/** Actions the plain rule would word badly. */
const ACTION_LABELS: Record<string, string> = {
  'auth.signed_in': 'Signed in',
  'auth.signed_out': 'Signed out',
  'auth.family_revoked': 'Sign-in ended everywhere',
  'assistant.asked': 'Asked the assistant',
  'token.created': 'Access token created',
  'token.revoked': 'Access token revoked',
};

export function activityActionLabel(action: string): string {
  const named = ACTION_LABELS[action];
  if (named) return named;
  return enumWords(action.split('.').join(' '));
}
