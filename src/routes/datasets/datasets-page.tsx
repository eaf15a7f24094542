import { ComingLaterPage } from '../shared/coming-later-page';

export function DatasetsPage() {
  return (
    <ComingLaterPage
      title="Datasets"
      icon="database"
      heading="Dataset suggestions arrive with ideas"
      description="Select up to 5 ideas from a Co-Scientist session and Labforge will suggest datasets that fit them, ranked by relevance. They will be listed here."
    />
  );
}
