import { FAILED_TO_MESSAGES } from '../domain/messages';
import { ApiError } from './errors';
import { ClientValidationError, withFailureMessage } from './failure-message';
import { shouldRetryQuery } from './query-config';

describe('withFailureMessage', () => {
  it('passes a result through', async () => {
    await expect(withFailureMessage(FAILED_TO_MESSAGES.getIdeas, async () => 42)).resolves.toBe(42);
  });

  it('prefixes an API error with the action and endpoint, keeping status and code', async () => {
    const failing = withFailureMessage(FAILED_TO_MESSAGES.getResearchGoals, async () => {
      throw new ApiError('Workspace not found', 404, 'not_found');
    });
    await expect(failing).rejects.toMatchObject({
      message: 'Failed to get research goals (GET /v1/workspaces/{id}/goals): Workspace not found',
      status: 404,
      code: 'not_found',
    });
  });

  it('turns any other failure into a validation error that is not retried', async () => {
    const err = await withFailureMessage(FAILED_TO_MESSAGES.getSessionDetails, async () => {
      throw new Error('No session full path found in response');
    }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ClientValidationError);
    expect((err as Error).message).toBe(
      'Failed to get session details (GET /v1/sessions/{id}): No session full path found in response',
    );
    expect(shouldRetryQuery(0, err)).toBe(false);
  });
});
