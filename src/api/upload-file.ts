// POST /v1/files with upload progress. fetch cannot report how much of a body has been sent, so
// this one call uses XMLHttpRequest; it keeps the client's rules otherwise (decision 001): the
// bearer token, one refresh on a 401, errors as ApiError in the server's words.
import { UPLOAD_TRANSPORT_MESSAGES } from '../domain/messages';
import { api, defaultBaseUrl } from './client';
import { ApiError, toApiError, TRANSPORT_ERROR_CODES } from './errors';
import type { Schema } from './types';
import { API_TIMEOUT_MS } from './timeouts';
import { getAccessToken } from './token-store';

export type UploadedFile = Schema<'Attachment'>;

export interface UploadOptions {
  /** Called with 0–100 as the body is sent. */
  onProgress?: (percent: number) => void;
  /** Aborting cancels the upload; the promise rejects with code 'aborted'. */
  signal?: AbortSignal;
  baseUrl?: string;
}

interface Answer {
  status: number;
  statusText: string;
  body: unknown;
}

function parse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * One attempt. A large file may take minutes, so the 60 s limit is on silence: the upload fails
 * only when no byte has moved (and no answer come) for that long.
 */
function send(file: File, { onProgress, signal, baseUrl = defaultBaseUrl() }: UploadOptions): Promise<Answer> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(new ApiError(UPLOAD_TRANSPORT_MESSAGES.cancelled, 0, 'aborted'));
    const xhr = new XMLHttpRequest();
    let idle: ReturnType<typeof setTimeout> | undefined;
    const fail = (message: string, code: string) => {
      clearTimeout(idle);
      signal?.removeEventListener('abort', cancel);
      reject(new ApiError(message, 0, code));
    };
    const stalled = () => {
      xhr.onabort = null;
      xhr.abort();
      fail(UPLOAD_TRANSPORT_MESSAGES.stalled, TRANSPORT_ERROR_CODES.timeout);
    };
    const watch = () => {
      clearTimeout(idle);
      idle = setTimeout(stalled, API_TIMEOUT_MS);
    };
    const cancel = () => xhr.abort();
    xhr.open('POST', `${baseUrl}/v1/files`);
    const token = getAccessToken();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      watch();
      if (event.lengthComputable && event.total > 0) onProgress?.((event.loaded / event.total) * 100);
    };
    xhr.onload = () => {
      clearTimeout(idle);
      signal?.removeEventListener('abort', cancel);
      resolve({ status: xhr.status, statusText: xhr.statusText, body: parse(xhr.responseText) });
    };
    xhr.onerror = () => fail(UPLOAD_TRANSPORT_MESSAGES.network, TRANSPORT_ERROR_CODES.network);
    xhr.onabort = () => fail(UPLOAD_TRANSPORT_MESSAGES.cancelled, TRANSPORT_ERROR_CODES.aborted);
    signal?.addEventListener('abort', cancel, { once: true });
    const form = new FormData();
    form.append('file', file, file.name);
    watch();
    xhr.send(form);
  });
}

/** A 401 may only mean an expired token: a client call refreshes it (once) when it can. */
async function tokenRefreshed(signal?: AbortSignal): Promise<boolean> {
  const before = getAccessToken();
  await api.GET('/v1/auth/me', { signal }).catch(() => undefined);
  const after = getAccessToken();
  return after !== null && after !== before;
}

/** Uploads one file; the answer names the dataset it became, whose profile follows. */
export async function uploadFile(file: File, options: UploadOptions = {}): Promise<UploadedFile> {
  let answer = await send(file, options);
  if (answer.status === 401 && (await tokenRefreshed(options.signal))) answer = await send(file, options);
  if (answer.status < 200 || answer.status >= 300) throw toApiError(answer.status, answer.body, answer.statusText);
  options.onProgress?.(100);
  return answer.body as UploadedFile;
}
