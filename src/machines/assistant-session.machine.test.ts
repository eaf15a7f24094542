import { createActor, waitFor } from 'xstate';
import { toApiError } from '../api/errors';
import { ASSISTANT_ERROR_MESSAGES } from '../domain/messages';
import * as sessionModel from './assistant-session.events';
import { assistantSessionMachine } from './assistant-session.machine';
import { modelHarness, stubbedSessionMachine } from './assistant-session.test-support';
import { describeModel } from './model/describe-model.test-support';

describeModel(assistantSessionMachine, sessionModel, modelHarness);

describe('assistant session machine', () => {
  it('errors are in context, in the catalogue words', async () => {
    const { machine, pending } = stubbedSessionMachine();
    const actor = createActor(machine).start();
    actor.send({ type: 'assistant.open' });
    pending.connect?.reject(toApiError(503, undefined));
    await waitFor(actor, (s) => s.matches('idle'));
    expect(actor.getSnapshot().context.error).toBe(ASSISTANT_ERROR_MESSAGES.unavailable);
  });
});
