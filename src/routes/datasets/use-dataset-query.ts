import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { DatasetQuery } from '../../api/queries/datasets';
import { useDebouncedValue } from '../../ui/command-palette/use-debounced-value';
import { SEARCH_DEBOUNCE_MS } from '../shared/use-settled-search';
import { readDatasetQuery, writeDatasetQuery } from './dataset-query-url';

/**
 * The search lives in the URL, so Back and a shared link restore it. The search box edits local
 * text at once; the URL follows once typing pauses (replaced, so Back leaves the page rather than
 * the last letter). A change of the URL from outside (Back) puts its words back in the box.
 */
export function useDatasetQuery() {
  const [params, setParams] = useSearchParams();
  const query = readDatasetQuery(params);
  const [text, setText] = useState(query.q ?? '');
  const settled = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);
  const written = useRef(query.q ?? '');
  const urlQ = query.q ?? '';

  useEffect(() => {
    if (urlQ === written.current) return;
    written.current = urlQ;
    setText(urlQ);
  }, [urlQ]);

  const change = (patch: Partial<DatasetQuery>) => {
    const next = { ...readDatasetQuery(params), page: 1, ...patch };
    written.current = next.q ?? '';
    setParams(writeDatasetQuery(next), { replace: true });
  };

  useEffect(() => {
    if (settled.trim() === written.current) return;
    written.current = settled.trim();
    setParams(
      (current) => writeDatasetQuery({ ...readDatasetQuery(current), q: settled.trim() || undefined, page: 1 }),
      { replace: true },
    );
  }, [settled, setParams]);

  return { query, text, setText, change };
}
