import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { getErrorMessage, TRANSPORT_ERROR_CODES, ApiError } from '../../api/errors';
import { datasetKeys } from '../../api/queries/datasets';
import { uploadFile } from '../../api/upload-file';

export type UploadState = 'uploading' | 'done' | 'failed' | 'cancelled';

export interface Upload {
  key: number;
  name: string;
  percent: number;
  state: UploadState;
  error?: string;
  datasetId?: string;
}

/** The file types the server profiles (docs/product.md, "Datasets"). */
export const UPLOAD_ACCEPT = '.csv,.tsv,.jsonl,.ndjson,.parquet';

/**
 * This page's uploads, each with its progress and a way to cancel it. One failing leaves the
 * others and the rest of the page as they are; a finished one refreshes the search.
 */
export function useUploads() {
  const queryClient = useQueryClient();
  const [uploads, setUploads] = useState<Upload[]>([]);
  const controllers = useRef(new Map<number, AbortController>());
  const nextKey = useRef(1);

  const update = useCallback(
    (key: number, patch: Partial<Upload>) =>
      setUploads((all) => all.map((u) => (u.key === key ? { ...u, ...patch } : u))),
    [],
  );

  const start = useCallback(
    (files: Iterable<File>) => {
      for (const file of files) {
        const key = nextKey.current++;
        const controller = new AbortController();
        controllers.current.set(key, controller);
        setUploads((all) => [...all, { key, name: file.name, percent: 0, state: 'uploading' }]);
        uploadFile(file, { signal: controller.signal, onProgress: (percent) => update(key, { percent }) })
          .then((uploaded) => {
            update(key, { state: 'done', percent: 100, datasetId: uploaded.datasetId });
            return queryClient.invalidateQueries({ queryKey: [...datasetKeys.all, 'search'] });
          })
          .catch((err: unknown) => {
            const cancelled = err instanceof ApiError && err.code === TRANSPORT_ERROR_CODES.aborted;
            update(key, cancelled ? { state: 'cancelled' } : { state: 'failed', error: getErrorMessage(err) });
          })
          .finally(() => controllers.current.delete(key));
      }
    },
    [queryClient, update],
  );

  const cancel = useCallback((key: number) => controllers.current.get(key)?.abort(), []);
  const dismiss = useCallback((key: number) => setUploads((all) => all.filter((u) => u.key !== key)), []);

  // Leaving the page cancels what is still being sent.
  useEffect(() => {
    const running = controllers.current;
    return () => running.forEach((controller) => controller.abort());
  }, []);

  return { uploads, start, cancel, dismiss };
}
