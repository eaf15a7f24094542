import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ideaQueryOptions } from '../../api/queries/ideas';
import type { Idea } from '../../api/types';
import type { IdeaExportFormat } from '../../domain/idea-export';
import { Button } from '../../ui/components/button';
import { downloadFile } from '../../ui/download-file';

const FORMATS: Array<[IdeaExportFormat, string]> = [
  ['csv', 'Export CSV'],
  ['md', 'Export Markdown'],
  ['html', 'Export HTML'],
];

/** Reads at a time, so a long list is read quickly without flooding the server. */
const READS_AT_ONCE = 6;

/**
 * A session's list carries no reviews, so each idea is read in full (from the cache when the
 * idea page or the compare dialog read it lately) and the export counts its reviews as the idea
 * page does. An idea that cannot be read is exported as listed, with no review count.
 */
async function withReviews(client: QueryClient, ideas: readonly Idea[]): Promise<Idea[]> {
  const full = [...ideas];
  let next = 0;
  const worker = async () => {
    for (let i = next++; i < ideas.length; i = next++)
      full[i] = await client.ensureQueryData(ideaQueryOptions(ideas[i].id)).catch(() => ideas[i]);
  };
  await Promise.all(Array.from({ length: Math.min(READS_AT_ONCE, ideas.length) }, worker));
  return full;
}

interface IdeaExportButtonsProps {
  /** What the list shows, in its order: the export is what the reader sees. */
  ideas: readonly Idea[];
  ranks: ReadonlyMap<string, number>;
  title: string;
}

export function IdeaExportButtons({ ideas, ranks, title }: IdeaExportButtonsProps) {
  const client = useQueryClient();
  const [busy, setBusy] = useState<IdeaExportFormat | null>(null);
  const exportAs = async (format: IdeaExportFormat) => {
    setBusy(format);
    try {
      // The exporters (and their CSV writer) are a chunk of their own, loaded on the first click.
      const [{ buildIdeaExport }, full] = await Promise.all([
        import('../../domain/idea-export'),
        withReviews(client, ideas),
      ]);
      downloadFile(buildIdeaExport(format, full, { title, ranks }));
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
