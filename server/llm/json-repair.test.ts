import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { extractJson, parseModelJson } from './json-repair';

describe('extractJson', () => {
  it.each([
    ['plain JSON', '{"a": 1}', { a: 1 }],
    ['a fenced block', '```json\n{"a": 1}\n```', { a: 1 }],
    ['an unlabelled fence', '```\n[1, 2]\n```', [1, 2]],
    ['prose around the object', 'Here you go: {"a": {"b": "}"}} — done.', { a: { b: '}' } }],
    ['trailing commas', '{"a": [1, 2,], "b": "x, ]",}', { a: [1, 2], b: 'x, ]' }],
    ['a reasoning block first', '<think>maybe {"a": 0}?</think>\n{"a": 1}', { a: 1 }],
    ['escaped quotes in strings', '{"a": "say \\"hi\\" {"}', { a: 'say "hi" {' }],
  ])('reads %s', (_name, text, expected) => {
    expect(extractJson(text)).toEqual({ ok: true, value: expected });
  });

  it.each([
    ['', /empty/],
    ['no json here', /not valid JSON/],
    ['{"a": 1', /not valid JSON/],
  ])('reports %j in words', (text, problem) => {
    const outcome = extractJson(text);
    expect(outcome.ok).toBe(false);
    if (!outcome.ok) expect(outcome.problem).toMatch(problem);
  });
});

describe('parseModelJson', () => {
  const schema = z.object({ score: z.number().max(5) });

  it('returns only what the schema accepts', () => {
    expect(parseModelJson('{"score": 4, "extra": true}', schema)).toEqual({ ok: true, value: { score: 4 } });
  });

  it('names the field a validation failure is about', () => {
    const outcome = parseModelJson('{"score": 9}', schema);
    expect(outcome).toMatchObject({ ok: false, problem: expect.stringMatching(/score/) });
  });
});
