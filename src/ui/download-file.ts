import type { ExportFile } from '../domain/activity-export';

/** Saves a file built in the browser: a Blob behind a temporary link the browser downloads. */
export function downloadFile({ fileName, mimeType, content }: ExportFile): void {
  const url = URL.createObjectURL(new Blob([content], { type: mimeType }));
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
