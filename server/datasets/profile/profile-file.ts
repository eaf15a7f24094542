import { stat } from 'node:fs/promises';
import { HistogramSink } from './histogram-sink';
import { ProfileBuilder } from './profile-builder';
import { ProfileError } from './profile-error';
import type { DatasetProfile, ProfileFormat, ProfileOptions } from './profile-types';
import { readRows } from './read-rows';

export { detectFormat } from './detect-format';
export { ProfileError } from './profile-error';
export type * from './profile-types';

/**
 * Profiles a tabular file streamed from disk: row count, per-column type, nulls, distinct
 * values, numeric summaries with histograms, date ranges, top values and the first rows.
 *
 * Two streaming passes: the first gathers everything but the histograms, the second bins the
 * numeric columns once their min and max are known, so the bins are exact and memory stays flat.
 */
export async function profileFile(
  path: string,
  format: ProfileFormat,
  options: ProfileOptions = {},
): Promise<DatasetProfile> {
  const { signal } = options;
  const sampleRows = bounded(options.sampleRows, 20);
  const topValues = bounded(options.topValues, 10);
  const histogramBins = bounded(options.histogramBins, 20);
  signal?.throwIfAborted();
  if ((await stat(path)).size === 0) throw new ProfileError('The file is empty');
  const builder = new ProfileBuilder(sampleRows);
  const rowCount = await readRows(path, format, builder, signal);
  if (rowCount === 0) throw new ProfileError('The file has no rows');
  const histograms = builder.histograms(histogramBins);
  if (histograms.size > 0) await readRows(path, format, new HistogramSink(histograms), signal);
  return builder.finish(format, topValues, histograms);
}

// Every option sizes something kept in memory or in the stored profile, so each has a ceiling.
const OPTION_LIMIT = 1000;

function bounded(value: number | undefined, fallback: number): number {
  if (value === undefined || !Number.isFinite(value)) return fallback;
  return Math.min(OPTION_LIMIT, Math.max(0, Math.floor(value)));
}
