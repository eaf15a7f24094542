// Splits what a PostgreSQL client sends into whole protocol messages. Before start-up a message
// has no type byte (length, then a request code); afterwards each is a type byte and a length.

export const SSL_REQUEST_CODE = 80877103;
export const GSSENC_REQUEST_CODE = 80877104;
export const CANCEL_REQUEST_CODE = 80877102;

export type FrontendMessage =
  | { kind: 'ssl-request' }
  | { kind: 'cancel-request' }
  | { kind: 'startup'; bytes: Uint8Array }
  | { kind: 'typed'; type: string; bytes: Uint8Array };

/** Takes whole messages off the front of `buffer`; the rest waits for more bytes. */
export function takeMessages(
  buffer: Buffer,
  started: boolean,
): { messages: FrontendMessage[]; rest: Buffer; started: boolean } {
  const messages: FrontendMessage[] = [];
  let offset = 0;
  while (true) {
    if (!started) {
      if (buffer.length - offset < 8) break;
      const length = buffer.readInt32BE(offset);
      if (buffer.length - offset < length) break;
      const code = buffer.readInt32BE(offset + 4);
      const bytes = buffer.subarray(offset, offset + length);
      offset += length;
      if (code === SSL_REQUEST_CODE || code === GSSENC_REQUEST_CODE) messages.push({ kind: 'ssl-request' });
      else if (code === CANCEL_REQUEST_CODE) messages.push({ kind: 'cancel-request' });
      else {
        messages.push({ kind: 'startup', bytes: new Uint8Array(bytes) });
        started = true;
      }
      continue;
    }
    if (buffer.length - offset < 5) break;
    const length = buffer.readInt32BE(offset + 1);
    if (buffer.length - offset < length + 1) break;
    const bytes = buffer.subarray(offset, offset + length + 1);
    messages.push({ kind: 'typed', type: String.fromCharCode(bytes[0]), bytes: new Uint8Array(bytes) });
    offset += length + 1;
  }
  return { messages, rest: buffer.subarray(offset), started };
}

/**
 * A message after which the server answers ReadyForQuery: the end of one exchange. Between two
 * of them a connection's messages belong together (Parse, Bind, Execute … Sync).
 */
export function endsExchange(message: FrontendMessage): boolean {
  return message.kind === 'startup' || (message.kind === 'typed' && (message.type === 'S' || message.type === 'Q'));
}
