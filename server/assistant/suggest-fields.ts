import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/connect';
import type { ChatModel } from '../llm/chat-model';
import { ModelOutputError, ModelRequestError } from '../llm/errors';
import type { SessionRow } from './assistant-store';
import { draftFormFields } from './form-draft';
import { loadGrounding } from './grounding';
import type { FieldUpdate, FormContext } from './intents';
import { suggestFields } from './model-engine';

// POST suggest-all-fields: a value for each field of a form, from the model when one is
// configured, else (or when the model fails) drafted offline from the prompt, the fields'
// current values and the workspace. Reads only: nothing is stored.

export interface SuggestRequest {
  form?: string;
  fields: { name: string; label?: string; value?: string }[];
  prompt?: string;
}

export async function suggestAllFields(
  db: Database,
  model: ChatModel | null,
  session: SessionRow,
  body: SuggestRequest,
  log: FastifyBaseLogger,
): Promise<FieldUpdate[]> {
  const form: FormContext = { id: body.form ?? 'form', fields: body.fields };
  const grounding = await loadGrounding(db, session.userId, session.workspaceId);
  const prompt = body.prompt?.trim() ?? '';
  if (model) {
    try {
      return await suggestFields(model, form, prompt || `Suggest values for the ${form.id} form.`, { grounding });
    } catch (error) {
      if (!(error instanceof ModelRequestError || error instanceof ModelOutputError)) throw error;
      log.warn({ err: error }, 'assistant field suggestions fell back to the offline draft');
      return draftFormFields(form, prompt, grounding).map((u) => ({
        ...u,
        reasoning: `${u.reasoning} (Offline draft: the model did not answer.)`,
      }));
    }
  }
  return draftFormFields(form, prompt, grounding);
}
