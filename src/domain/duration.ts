// Durations as a researcher reads them on the session page: '45 s', '3 min 12 s', '1 h 05 min'.

export function formatDuration(totalSeconds: number): string {
  const s = Math.max(0, Math.round(totalSeconds));
  if (s < 60) return `${s} s`;
  const minutes = Math.floor(s / 60);
  if (minutes < 60) return `${minutes} min ${String(s % 60).padStart(2, '0')} s`;
  return `${Math.floor(minutes / 60)} h ${String(minutes % 60).padStart(2, '0')} min`;
}

/** An estimate reads as one: rounded up to a whole minute once it is over one. */
export function formatEstimate(totalSeconds: number): string {
  const s = Math.max(0, Math.round(totalSeconds));
  return s < 60 ? `under a minute` : `about ${formatDuration(Math.ceil(s / 60) * 60).replace(/ 00 s$/, '')}`;
}
