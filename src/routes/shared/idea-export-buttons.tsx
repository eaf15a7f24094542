import type { Idea } from '../../api/types';
import type { IdeaExportFormat } from '../../domain/idea-export';
import { Button } from '../../ui/components/button';
import { downloadFile } from '../../ui/download-file';

const FORMATS: Array<[IdeaExportFormat, string]> = [
  ['csv', 'Export CSV'],
  ['md', 'Export Markdown'],
  ['html', 'Export HTML'],
];

interface IdeaExportButtonsProps {
  /** What the list shows, in its order: the export is what the reader sees. */
  ideas: readonly Idea[];
  ranks: ReadonlyMap<string, number>;
  title: string;
}

export function IdeaExportButtons({ ideas, ranks, title }: IdeaExportButtonsProps) {
  return (
    <div role="group" aria-label="Export ideas" className="flex flex-wrap gap-2">
      {FORMATS.map(([format, label]) => (
        <Button
          key={format}
          variant="secondary"
          size="sm"
          disabled={ideas.length === 0}
          onClick={() =>
            // The exporters (and their CSV writer) are a chunk of their own, loaded on the first click.
            void import('../../domain/idea-export').then(({ buildIdeaExport }) =>
              downloadFile(buildIdeaExport(format, ideas, { title, ranks })),
            )
          }
        >
          {label}
        </Button>
      ))}
    </div>
  );
}
