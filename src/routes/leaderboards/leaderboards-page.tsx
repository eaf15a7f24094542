import { ComingLaterPage } from '../shared/coming-later-page';

export function LeaderboardsPage() {
  return (
    <ComingLaterPage
      title="Leaderboards"
      icon="trophy"
      heading="Leaderboards arrive with Co-Scientist sessions."
      description="Ideas will be ranked here by their tournament Elo rating, with star ratings and confidence."
    />
  );
}
