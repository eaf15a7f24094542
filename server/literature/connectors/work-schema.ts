import { z } from 'zod';
import { LITERATURE_SOURCES, type Work } from '../work';

// A Work as stored (the response cache keeps them as JSON): anything else read back is not used.

export const WorkSchema = z.object({
  source: z.enum(LITERATURE_SOURCES),
  externalId: z.string().min(1),
  title: z.string().min(1),
  authors: z.array(z.string()).max(20),
  year: z.number().int().nullable(),
  venue: z.string().nullable(),
  doi: z.string().nullable(),
  url: z.string().min(1),
  abstract: z.string().max(3000).nullable(),
  citedBy: z.number().int().nullable(),
}) satisfies z.ZodType<Work>;

export const WorksSchema = z.array(WorkSchema);
