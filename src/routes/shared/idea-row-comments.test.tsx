import { screen } from '@testing-library/react';
import { ideaFixture } from '../../../tests/support/ui/coscientist-fixtures';
import { renderRoutes } from '../../../tests/support/ui/render';
import { IdeaRow } from './idea-row';

// An idea's comment count in the ideas table (issue 31, part 3): shown when it has any.

function renderRow(commentCount?: number) {
  const idea = ideaFixture(1, { title: 'Kelp shade', commentCount });
  renderRoutes(
    [
      {
        path: '/',
        element: (
          <div role="table">
            <IdeaRow idea={idea} rank={1} href="/ideas/1" rowIndex={2} />
          </div>
        ),
      },
    ],
    '/',
  );
}

describe('an idea row’s comments', () => {
  it('says how many comments the idea has', async () => {
    renderRow(3);
    expect(await screen.findByText('3 comments')).toBeInTheDocument();
    expect(screen.getByTitle('3 comments')).toHaveTextContent('3');
  });

  it('says one comment in the singular', async () => {
    renderRow(1);
    expect(await screen.findByText('1 comment')).toBeInTheDocument();
  });

  it('shows nothing for an idea without comments', async () => {
    renderRow(0);
    await screen.findByText('Kelp shade');
    expect(screen.queryByText(/comment/)).not.toBeInTheDocument();
  });
});
