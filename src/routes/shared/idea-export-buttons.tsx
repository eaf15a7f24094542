import { useState } from 'react';
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
  const [busy, setBusy] = useState<IdeaExportFormat | null>(null);
  const exportAs = async (format: IdeaExportFormat) => {
    setBusy(format);
    try {
      // The exporters (and their CSV writer) are a chunk of their own, loaded on the first click.
      // The list's items carry their review counts, so nothing more is read.
      const { buildIdeaExport } = await import('../../domain/idea-export');
      downloadFile(buildIdeaExport(format, ideas, { title, ranks }));
    } finally {
      setBusy(null);
    }
  };
  return (
    <div role="group" aria-label="Export ideas" className="flex flex-wrap gap-2">
      {FORMATS.map(([format, label]) => (
        <Button
          key={format}
          variant="secondary"
          size="sm"
          disabled={ideas.length === 0 || (busy !== null && busy !== format)}
          loading={busy === format}
          onClick={() => void exportAs(format)}
        >
          {label}
        </Button>
      ))}
    </div>
  );
}
