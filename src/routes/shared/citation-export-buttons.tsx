import { useState } from 'react';
import { getErrorMessage } from '../../api/errors';
import {
  CITATION_FORMAT_LABELS,
  downloadCitations,
  type CitationFormat,
  type CitationScope,
} from '../../api/queries/citation-export';
import { Button } from '../../ui/components/button';
import { saveBlob } from '../../ui/download-file';
import { useToast } from '../../ui/toast/toast-provider';

// "Export citations": the related work, or the works an idea's own text cites, as BibTeX, RIS or
// CSL-JSON, downloaded with the app's auth (docs/product.md, "Exporting citations").

const FORMATS: CitationFormat[] = ['bibtex', 'ris', 'csl-json'];

export function CitationExportButtons({ scope }: { scope: CitationScope }) {
  const toast = useToast();
  const [busy, setBusy] = useState<CitationFormat | null>(null);
  const what =
    'referencesOf' in scope
      ? 'the idea’s references'
      : 'ideaId' in scope
        ? 'related work'
        : 'the session’s related work';
  const group = 'referencesOf' in scope ? 'Export references' : 'Export citations';
  const download = async (format: CitationFormat) => {
    setBusy(format);
    try {
      const { blob, fileName } = await downloadCitations(scope, format);
      saveBlob(blob, fileName);
    } catch (err) {
      toast.error('The citations could not be exported', getErrorMessage(err));
    } finally {
      setBusy(null);
    }
  };
  return (
    <div role="group" aria-label={group} className="flex flex-wrap items-center gap-2">
      <span className="text-xs text-fg-muted" aria-hidden="true">
        {group}:
      </span>
      {FORMATS.map((format) => (
        <Button
          key={format}
          size="sm"
          variant="secondary"
          aria-label={`Export ${what} as ${CITATION_FORMAT_LABELS[format]}`}
          disabled={busy !== null && busy !== format}
          loading={busy === format}
          onClick={() => void download(format)}
        >
          {CITATION_FORMAT_LABELS[format]}
        </Button>
      ))}
    </div>
  );
}
