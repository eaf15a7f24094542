import { useParams } from 'react-router-dom';
import { ComingLaterPage } from '../shared/coming-later-page';

export function AgentPage() {
  const { agentId } = useParams();
  return (
    <ComingLaterPage
      title="Agent"
      icon="bot"
      heading="Agent details arrive with the agent gallery"
      description={`There is nothing to show for agent "${agentId}" yet.`}
    />
  );
}
