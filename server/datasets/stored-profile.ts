import { z } from 'zod';
import type { DatasetProfile } from './profile/profile-types';

// The profile as stored in dataset_files.profile, checked where it is read (server/db/corrupt-row.ts):
// a profile that no longer matches is a corrupt row, never passed on as it is.

const bin = z.object({ from: z.number(), to: z.number(), count: z.number().int() });

const column = z.object({
  name: z.string(),
  type: z.enum(['integer', 'number', 'boolean', 'date', 'string', 'empty']),
  nullCount: z.number().int(),
  distinctCount: z.number().int(),
  distinctIsEstimate: z.boolean(),
  numeric: z
    .object({
      min: z.number(),
      max: z.number(),
      mean: z.number(),
      stdDev: z.number(),
      histogram: z.object({ bins: z.array(bin) }),
    })
    .optional(),
  dates: z.object({ min: z.string(), max: z.string() }).optional(),
  topValues: z.array(z.object({ value: z.string(), count: z.number().int() })).optional(),
});

export const storedProfileSchema: z.ZodType<DatasetProfile> = z.object({
  format: z.enum(['csv', 'tsv', 'jsonl', 'parquet']),
  rowCount: z.number().int(),
  columns: z.array(column),
  sample: z.array(z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()]))),
});
