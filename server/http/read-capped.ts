import { formatBytes } from '../../src/domain/bytes';

// Bodies from outside sources (dataset catalogues, literature indexes, model servers, GitHub) are
// read through here, never whole with response.text() or .json(): reading stops the moment more
// than a cap has arrived, so a hostile or broken source cannot fill the server's memory
// (docs/architecture.md, "Capped reads"). Bytes are counted after decompression, so a small
// gzip that unpacks to gigabytes is stopped too.

/** Catalogue and literature answers: a page of search results is well under 1 MB; 8 leaves room. */
export const SOURCE_ANSWER_MAX_BYTES = 8_000_000;
/** GitHub's REST answers the coding agent reads (a ref, a pull request) are a few kB. */
export const GITHUB_ANSWER_MAX_BYTES = 8_000_000;
/**
 * A model server's answer, streamed or not. A long streamed answer is mostly SSE framing (some
 * 200 bytes per chunk of a few tokens): 32,000 tokens come to about 8 MB, and a batch of
 * embeddings in JSON to a few MB. 32 MB is several times either.
 */
export const MODEL_ANSWER_MAX_BYTES = 32_000_000;

/** A source sent more than its cap. The message is safe to show. */
export class BodyTooLarge extends Error {
  override readonly name = 'BodyTooLarge';
  /** The same, without the source's name: "sent more than 8 MB; the answer was not read". */
  readonly reason: string;

  constructor(source: string, maxBytes: number) {
    const reason = `sent more than ${formatBytes(maxBytes)}; the answer was not read`;
    super(`${source} ${reason}.`);
    this.reason = reason;
  }
}

/** The first BodyTooLarge in an error's chain of causes (SDKs wrap what a body stream threw). */
export function bodyTooLargeIn(error: unknown): BodyTooLarge | null {
  for (let at = error, depth = 0; at && depth < 10; at = (at as { cause?: unknown }).cause, depth++) {
    if (at instanceof BodyTooLarge) return at;
  }
  return null;
}

/** The whole body as text, or BodyTooLarge (the rest unread, the connection closed) past maxBytes. */
export async function readCappedText(response: Response, maxBytes: number, source: string): Promise<string> {
  const declared = Number(response.headers.get('content-length'));
  // A declared length is of the encoded body; only an unencoded one says what will be read.
  if (!response.headers.get('content-encoding') && declared > maxBytes) {
    await response.body?.cancel().catch(() => undefined);
    throw new BodyTooLarge(source, maxBytes);
  }
  if (!response.body) return '';
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let bytes = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    bytes += value.byteLength;
    if (bytes > maxBytes) {
      await reader.cancel().catch(() => undefined);
      throw new BodyTooLarge(source, maxBytes);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** The body parsed as JSON, read as readCappedText reads it; a body that is not JSON throws SyntaxError. */
export async function readCappedJson(response: Response, maxBytes: number, source: string): Promise<unknown> {
  return JSON.parse(await readCappedText(response, maxBytes, source)) as unknown;
}

/**
 * The same response with a body that fails with BodyTooLarge once more than maxBytes have passed
 * through it, counting every byte of a stream (SSE) in total: for SDKs that read bodies themselves.
 */
export function cappedResponse(response: Response, maxBytes: number, source: string): Response {
  if (!response.body) return response;
  let bytes = 0;
  const meter = new TransformStream<Uint8Array, Uint8Array>({
    transform(chunk, controller) {
      bytes += chunk.byteLength;
      if (bytes > maxBytes) controller.error(new BodyTooLarge(source, maxBytes));
      else controller.enqueue(chunk);
    },
  });
  const body = response.body.pipeThrough(meter);
  const capped = new Response(body, {
    status: response.status,
    statusText: response.statusText,
    headers: response.headers,
  });
  // Kept, as some SDKs read them: a constructed Response has an empty url and redirected false.
  Object.defineProperty(capped, 'url', { value: response.url });
  return capped;
}

/** A fetch whose every answer is capped as cappedResponse caps it. */
export function cappedFetch(fetchImpl: typeof fetch, maxBytes: number, source: string): typeof fetch {
  return (async (input: Parameters<typeof fetch>[0], init?: RequestInit) =>
    cappedResponse(await fetchImpl(input, init), maxBytes, source)) as typeof fetch;
}
