import { attachmentFileName } from '../attachment-name';
import { api } from '../client';
import { toApiError, toTransportError } from '../errors';

// Related work as a citation file, fetched with the app's auth (docs/product.md, "Exporting
// citations"): an idea's related work, or every idea's of a session, each work once; or the works an
// idea's own text cites.

export type CitationFormat = 'bibtex' | 'ris' | 'csl-json';
export type CitationScope = { ideaId: string } | { sessionId: string } | { referencesOf: string };

export const CITATION_FORMAT_LABELS: Record<CitationFormat, string> = {
  bibtex: 'BibTeX',
  ris: 'RIS',
  'csl-json': 'CSL-JSON',
};

const EXTENSIONS: Record<CitationFormat, string> = { bibtex: 'bib', ris: 'ris', 'csl-json': 'json' };

/** The server's name for the file (Content-Disposition), else "related-work.bib". */
export const citationFileName = (disposition: string | null, format: CitationFormat): string =>
  attachmentFileName(disposition, `related-work.${EXTENSIONS[format]}`);

export async function downloadCitations(
  scope: CitationScope,
  format: CitationFormat,
  signal?: AbortSignal,
): Promise<{ blob: Blob; fileName: string }> {
  let result;
  try {
    result =
      'referencesOf' in scope
        ? await api.GET('/v1/ideas/{id}/references/export', {
            params: { path: { id: scope.referencesOf }, query: { format } },
            parseAs: 'blob',
            signal,
          })
        : 'ideaId' in scope
          ? await api.GET('/v1/ideas/{id}/related-work/export', {
              params: { path: { id: scope.ideaId }, query: { format } },
              parseAs: 'blob',
              signal,
            })
          : await api.GET('/v1/sessions/{id}/related-work/export', {
              params: { path: { id: scope.sessionId }, query: { format } },
              parseAs: 'blob',
              signal,
            });
  } catch (err) {
    throw toTransportError(err);
  }
  if (!result.response.ok) throw toApiError(result.response.status, result.error, result.response.statusText);
  return {
    blob: result.data as Blob,
    fileName: citationFileName(result.response.headers.get('content-disposition'), format),
  };
}
