// The files an experiment's crate holds besides its metadata, as planned before the zip is written
// (docs/product.md, "Research objects out"): texts made from the record, stored files (uploads and
// run artifacts, by their storage keys) and the coding session's repository bundle.

export type PlannedFile =
  | { path: string; text: string }
  | { path: string; storageKey: string; bytes: number }
  | { path: string; bundle: true; bytes: number };

/** How many bytes the file adds to the crate, before compression. */
export const plannedBytes = (file: PlannedFile): number =>
  'text' in file ? Buffer.byteLength(file.text, 'utf8') : file.bytes;
