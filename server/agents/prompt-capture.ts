import type { ChatMessage, ChatModel } from '../llm/chat-model';

// The gallery shows each agent's prompts as the code builds them: the real builder is called
// with placeholder input on a model that only records the messages it is sent, so what is shown
// can never drift from what a configured model receives.

export interface AgentPrompt {
  name: string;
  template: string;
}

class Captured extends Error {
  constructor(readonly messages: ChatMessage[]) {
    super('prompt captured');
  }
}

/** A model that answers nothing: every request throws the messages it was given. */
export const capturingModel: ChatModel = {
  modelFor: () => '{model}',
  generateObject: (request) => Promise.reject(new Captured(request.messages)),
  streamText: (request) => ({
    [Symbol.asyncIterator]: () => ({ next: () => Promise.reject(new Captured(request.messages)) }),
  }),
  embed: () => Promise.resolve(null),
};

// Numbers cannot hold a placeholder, so builders get these and the text gets the name back.
// Each is odd enough to appear nowhere else in a prompt.
export const PLACEHOLDER_NUMBERS = {
  elo: 7001,
  wins: 7002,
  losses: 7003,
  draws: 7004,
  cost: 7005,
  days: 7006,
  probability: 0.7007,
  score: 7008,
  weight: 70.09,
  turns: 7010,
  round: 7011,
  index: 7012,
  limit: 7014,
} as const;

const RENDERED: Record<string, string> = {
  '7001': '{elo}',
  '7002': '{wins}',
  '7003': '{losses}',
  '7004': '{draws}',
  '7005': '{cost}',
  '7006': '{days}',
  '0.7007': '{probability}',
  '7008': '{score}',
  '7009': '{weight}',
  '7010': '{turns}',
  '7011': '{round}',
  '7013': '{n}',
  '7014': '{limit}',
};

function placeholders(text: string): string {
  return text.replace(/\b\d+(?:\.\d+)?\b/g, (n) => RENDERED[n] ?? n);
}

/** The messages as one read-only text: each under its role. */
export function renderMessages(messages: readonly ChatMessage[]): string {
  return messages.map((m) => `── ${m.role} ──\n${placeholders(m.content)}`).join('\n\n');
}

/** Runs a builder on the capturing model and renders what it would have sent. */
export async function capture(
  name: string,
  build: () => Promise<unknown> | AsyncIterable<unknown>,
): Promise<AgentPrompt> {
  try {
    const run = build();
    if (Symbol.asyncIterator in run) for await (const _ of run);
    else await run;
  } catch (error) {
    if (error instanceof Captured) return { name, template: renderMessages(error.messages) };
    throw error;
  }
  throw new Error(`The prompt '${name}' was never sent to the model`);
}
