import { ComingLaterPage } from '../shared/coming-later-page';

export function GraphEditorTestPage() {
  return (
    <ComingLaterPage
      title="Graph editor test"
      icon="workflow"
      heading="Nothing to test yet"
      description="This page will exercise the graph editor on an empty graph once the editor arrives with workflows."
    />
  );
}
