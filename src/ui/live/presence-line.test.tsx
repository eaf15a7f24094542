import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { apiUrl, setupApiServer } from '../../../tests/support/ui/api-server';
import { renderRoutes } from '../../../tests/support/ui/render';
import { PRESENCE_EVENT } from '../../api/live-invalidation';
import { PresenceLine } from './presence-line';

// Who else views the page, near its title: the other members by name, "and N others" past two,
// nothing when nobody else is here or when the server cannot say; asked again when someone
// arrives or leaves.

const server = setupApiServer();
const people = (...names: string[]) => names.map((name, i) => ({ id: `u${i}`, name }));

function presenceApi(answers: Array<ReturnType<typeof people> | 'fail'>) {
  const sent: unknown[] = [];
  server.use(
    http.post(apiUrl('/v1/presence'), async ({ request }) => {
      sent.push(await request.json());
      const answer = answers.length > 1 ? answers.shift()! : answers[0];
      return answer === 'fail' ? HttpResponse.json({}, { status: 503 }) : HttpResponse.json({ viewers: answer });
    }),
  );
  return sent;
}

const renderLine = () => renderRoutes([{ path: '/', element: <PresenceLine targetType="idea" targetId="i1" /> }], '/');

describe('the presence line', () => {
  it.each([
    [people('Ana'), 'Ana is viewing'],
    [people('Ana', 'Ben'), 'Ana and Ben are viewing'],
    [people('Ana', 'Ben', 'Cy'), 'Ana, Ben and 1 other are viewing'],
    [people('Ana', 'Ben', 'Cy', 'Di'), 'Ana, Ben and 2 others are viewing'],
  ])('names who else views the page', async (viewers, sentence) => {
    const sent = presenceApi([viewers]);
    renderLine();
    expect(await screen.findByText(sentence)).toBeInTheDocument();
    expect(sent[0]).toMatchObject({ targetType: 'idea', targetId: 'i1', tabId: expect.any(String) });
  });

  it('says nothing when nobody else is here, and asks again when someone arrives', async () => {
    const sent = presenceApi([[], people('Ben')]);
    renderLine();
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(screen.getByRole('status')).toHaveTextContent('');
    window.dispatchEvent(new CustomEvent(PRESENCE_EVENT, { detail: { targetType: 'idea', targetId: 'i1' } }));
    expect(await screen.findByText('Ben is viewing')).toBeInTheDocument();
  });

  it('says nothing when the server cannot say who is here', async () => {
    const sent = presenceApi(['fail']);
    renderLine();
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(screen.getByRole('status')).toHaveTextContent('');
  });
});
