import { z } from 'zod';

// Models wrap JSON in fences, prose, <think> blocks and trailing commas. These are repaired;
// anything else is reported in words a model can act on when asked again.

export type ParseOutcome<T> = { ok: true; value: T } | { ok: false; problem: string };

export function parseModelJson<T>(text: string, schema: z.ZodType<T>): ParseOutcome<T> {
  const json = extractJson(text);
  if (!json.ok) return json;
  const result = schema.safeParse(json.value);
  return result.success ? { ok: true, value: result.data } : { ok: false, problem: z.prettifyError(result.error) };
}

export function extractJson(text: string): ParseOutcome<unknown> {
  const cleaned = text.replace(/<think>[\s\S]*?<\/think>/gi, '').trim();
  if (!cleaned) return { ok: false, problem: 'The answer was empty; a JSON value was expected.' };
  const fenced = /```(?:json|JSON)?\s*\n?([\s\S]*?)```/.exec(cleaned)?.[1];
  const candidates = [cleaned, fenced, firstBalanced(fenced ?? cleaned)].filter((c): c is string => !!c);
  let firstError = '';
  for (const candidate of candidates) {
    for (const attempt of [candidate, withoutTrailingCommas(candidate)]) {
      try {
        return { ok: true, value: JSON.parse(attempt) };
      } catch (error) {
        firstError ||= (error as Error).message;
      }
    }
  }
  return { ok: false, problem: `The answer is not valid JSON (${firstError}).` };
}

/** The first {…} or […] whose brackets balance, skipping brackets inside strings. */
function firstBalanced(text: string): string | undefined {
  const start = text.search(/[{[]/);
  if (start < 0) return undefined;
  const stack: string[] = [];
  let inString = false;
  for (let i = start; i < text.length; i++) {
    const ch = text[i];
    if (inString) {
      if (ch === '\\') i++;
      else if (ch === '"') inString = false;
    } else if (ch === '"') inString = true;
    else if (ch === '{' || ch === '[') stack.push(ch === '{' ? '}' : ']');
    else if (ch === '}' || ch === ']') {
      if (stack.pop() !== ch) return undefined;
      if (stack.length === 0) return text.slice(start, i + 1);
    }
  }
  return undefined;
}

/** Drops commas before a closing bracket, leaving string contents alone. */
function withoutTrailingCommas(text: string): string {
  return text.replace(
    /("(?:[^"\\]|\\.)*")|,(\s*[}\]])/g,
    (match, str: string | undefined, close: string | undefined) => (str !== undefined ? str : (close ?? match)),
  );
}
