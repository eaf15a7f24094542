import type { ExportFile } from '../domain/activity-export';

/** Saves bytes in the browser: a Blob behind a temporary link the browser downloads. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next task: some browsers start reading the Blob only after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** Saves a file built in the browser (an export). */
export function downloadFile({ fileName, mimeType, content }: ExportFile): void {
  saveBlob(new Blob([content], { type: mimeType }), fileName);
}
