import { historyStatusToChatStatus, historyToChatMessages, partialResponseText, refuseMessage } from './assistant-chat';

describe('assistant chat rules', () => {
  it.each([
    ['completed', 'sent'],
    ['error', 'error'],
    ['queued', 'sending'],
    ['processing', 'sending'],
    ['archived', 'sent'],
  ])('history status %s shows as %s', (status, expected) => {
    expect(historyStatusToChatStatus(status)).toBe(expected);
  });

  it('turns each history entry into the user query and the assistant answer', () => {
    const messages = historyToChatMessages([
      {
        id: 'h1',
        query: 'Q?',
        response: 'A.',
        status: 'completed',
        createdAt: '2026-11-22T10:00:00Z',
        metadata: { aborted: true },
      },
    ]);
    expect(messages).toEqual([
      { id: 'h1:query', role: 'user', content: 'Q?', timestamp: '2026-11-22T10:00:00Z', status: 'sent' },
      {
        id: 'h1:response',
        role: 'assistant',
        content: 'A.',
        timestamp: '2026-11-22T10:00:00Z',
        status: 'sent',
        metadata: { aborted: true },
      },
    ]);
  });

  it('refuses empty, whitespace-only, too long and mid-stream messages, judged trimmed', () => {
    expect(refuseMessage('', false)).toBe('empty');
    expect(refuseMessage(' \n\t', false)).toBe('empty');
    expect(refuseMessage('x'.repeat(2001), false)).toBe('tooLong');
    expect(refuseMessage(` ${'x'.repeat(2000)} `, false)).toBeNull();
    expect(refuseMessage('Hello', true)).toBe('streaming');
  });

  it('describes a Data Commons search as markdown', () => {
    const text = partialResponseText({
      kind: 'datacommons_search',
      topics: ['Health', 'Climate'],
      variables: [{ id: 'v', name: 'Life expectancy', description: 'Years' }],
    });
    expect(text).toBe('**Searched Data Commons**\n\nTopics: Health, Climate\n\n- Life expectancy: Years');
  });
});
