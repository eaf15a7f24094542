import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { ComponentProps } from 'react';
import { apiUrl, setupApiServer } from '../../../tests/support/ui/api-server';
import { ideaFixture } from '../../../tests/support/ui/coscientist-fixtures';
import { renderRoutes } from '../../../tests/support/ui/render';
import { ideaRanks } from '../../domain/idea-filters';
import { IdeaCompareDialog } from './idea-compare-dialog';

const PARENT = ideaFixture(9, { title: 'Soil fungi census', eloRating: 1100 });
const IDEAS = [
  ideaFixture(1, {
    title: 'Drought microbes',
    eloRating: 1400,
    feasibilityScore: 0.9,
    noveltyScore: 0.5,
    btInterval: [1350, 1452],
    details: { risks: [{ risk: 'Field trial fails', probability: 0.3 }], resources: [] },
  }),
  ideaFixture(2, {
    title: 'Fungal networks',
    eloRating: 1250,
    feasibilityScore: 0.4,
    noveltyScore: 0.5,
    parentIds: [PARENT.id],
    strategy: 'evolve_combine',
    round: 2,
    details: { resources: [{ name: 'Mass spectrometer', type: 'equipment', cost: 200 }] },
  }),
];

// The list carries no reviews: the dialog reads each idea in full, here with one review apiece.
setupApiServer(
  http.get(apiUrl('/v1/ideas/:id'), ({ params }) => {
    const idea = IDEAS.find((i) => i.id === params.id);
    if (!idea)
      return HttpResponse.json({ detail: { error: { message: 'Not found', type: 'not_found' } } }, { status: 404 });
    const review = { type: 'full', score: idea.eloRating > 1300 ? 4.2 : 2.8, text: `Review of ${idea.title}` };
    return HttpResponse.json({ ...idea, reviews: [review] });
  }),
);

const render = (props: ComponentProps<typeof IdeaCompareDialog>) =>
  renderRoutes([{ path: '/', element: <IdeaCompareDialog {...props} /> }], '/');

const cellsOf = (aspect: string) =>
  within(screen.getByRole('row', { name: new RegExp(`^${aspect}`) }))
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('IdeaCompareDialog', () => {
  it('sets the ideas side by side and marks the best value of each score', async () => {
    const all = [...IDEAS, PARENT];
    render({
      open: true,
      ideas: IDEAS,
      ranks: ideaRanks(all),
      titles: new Map(all.map((idea) => [idea.id, idea.title])),
      onClose: () => {},
    });
    const dialog = await screen.findByRole('dialog', { name: 'Compare ideas' });
    expect(
      within(dialog)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Aspect', 'Drought microbes', 'Fungal networks']);
    expect(cellsOf('Rank')).toEqual(['#1 (best)', '#2']);
    expect(cellsOf('Feasibility')).toEqual(['4.5 / 5 (best)', '2.0 / 5']);
    // A tie tells nothing apart, so nothing is marked.
    expect(cellsOf('Novelty')).toEqual(['2.5 / 5', '2.5 / 5']);
    expect(cellsOf('Rating')[0]).toContain('Bradley–Terry 95%: 1350–1452');
    expect(cellsOf('Risks')).toEqual(['Field trial fails (30% likely)', 'None listed']);
    expect(cellsOf('Resources')).toEqual(['None listed', 'Mass spectrometer (equipment)']);
    expect(cellsOf('Lineage')).toEqual(['Original idea', 'Made by evolve combine, round 2Soil fungi census']);
    expect(await within(dialog).findByText('Review of Drought microbes')).toBeInTheDocument();
    expect(cellsOf('Reviews')).toEqual([
      'Full · 4.2 / 5: Review of Drought microbes',
      'Full · 2.8 / 5: Review of Fungal networks',
    ]);
  });

  it('closes on request', async () => {
    const onClose = vi.fn();
    render({ open: true, ideas: IDEAS, ranks: new Map(), titles: new Map(), onClose });
    await screen.findByRole('dialog', { name: 'Compare ideas' });
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalled();
  });
});
