import { ComingLaterPage } from '../shared/coming-later-page';

export function AgentsPage() {
  return (
    <ComingLaterPage
      title="Agents"
      icon="bot"
      heading="The agent gallery arrives later"
      description="Coding agents that take a converted idea and open a pull request (a 'vibe' session) will be listed here, each with its own page."
    />
  );
}
