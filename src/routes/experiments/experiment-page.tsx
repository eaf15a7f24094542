import { useParams } from 'react-router-dom';
import { ComingLaterPage } from '../shared/coming-later-page';

export function ExperimentPage() {
  const { experimentId } = useParams();
  return (
    <ComingLaterPage
      title="Experiment"
      icon="flask"
      heading="Experiments arrive when ideas can be converted."
      description={`There is nothing to show for experiment "${experimentId}" yet.`}
    />
  );
}
