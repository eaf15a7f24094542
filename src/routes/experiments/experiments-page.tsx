import { ComingLaterPage } from '../shared/coming-later-page';

export function ExperimentsPage() {
  return (
    <ComingLaterPage
      title="Experiments"
      icon="flask"
      heading="Experiments arrive when ideas can be converted."
      description="Selected ideas will be converted into experiments and workflows, and listed here."
    />
  );
}
