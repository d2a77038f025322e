/** How long a run lasted, as "1 h 05 min", "12 min" or "40 s"; empty while it runs. */
export function formatDuration(startedAt: string, endedAt: string | null): string {
  if (!endedAt) return '';
  const seconds = Math.max(0, Math.round((Date.parse(endedAt) - Date.parse(startedAt)) / 1000));
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return `${minutes} min`;
  return `${Math.floor(minutes / 60)} h ${String(minutes % 60).padStart(2, '0')} min`;
}

/** Milliseconds as seconds with one decimal ("2.4 s"); a dash when there is none. */
export function formatSeconds(ms: number | null): string {
  return ms === null ? '–' : `${(ms / 1000).toFixed(1)} s`;
}
