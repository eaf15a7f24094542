import { z } from 'zod';
import { IDEA_TITLE_MAX } from '../../../src/domain/contract-limits';
import { CRITERIA, REVIEW_TYPES } from '../types';

// What each agent must answer, validated by the ChatModel before the pipeline sees it.

const unit = z.number().min(0).max(1);

export const planSchema = z.object({
  safe: z.boolean().describe('false when pursuing the goal would be unsafe or unethical'),
  concerns: z.array(z.string()).describe('Why not, when not safe; else empty'),
  objective: z.string().min(1),
  keywords: z.array(z.string()).min(1).max(10),
  preferences: z.array(z.string()),
  constraints: z.array(z.string()),
  weights: z.object(
    Object.fromEntries(CRITERIA.map((c) => [c, unit])) as Record<(typeof CRITERIA)[number], typeof unit>,
  ),
});

export const ideaSchema = z.object({
  title: z.string().min(3).max(IDEA_TITLE_MAX),
  summary: z.string().min(10),
  hypothesis: z.string().min(5),
  rationale: z.string().min(5),
  methodology: z.array(z.string()).min(2),
  expectedOutcomes: z.array(z.string()).min(1),
  resources: z.array(z.object({ name: z.string(), type: z.string(), cost: z.number().min(0) })).min(1),
  totalDurationDays: z.number().min(1),
  risks: z.array(z.object({ risk: z.string(), probability: unit })).min(1),
  feasibility: unit.describe('Overall feasibility, 0–1'),
});

export const reviewSchema = z.object({
  reviews: z
    .array(z.object({ type: z.enum(REVIEW_TYPES), score: z.number().min(0).max(5), text: z.string().min(5) }))
    .min(1),
  novelty: unit,
  correctness: unit,
  feasibility: unit,
  overlapsWith: z.string().nullable().describe('Title of the overlapping idea or work when not novel, else null'),
  // Absent when no published work was given: older answers and the initial screen stay valid.
  relatedWork: z
    .array(
      z.object({
        key: z.string().describe("The work's key as given, e.g. W1"),
        closeness: z.number().describe('How close the work is to the idea, 0–1'),
        relation: z.enum(['overlaps', 'extends']),
        whyClose: z.string(),
        beyond: z
          .string()
          .nullable()
          .default(null)
          .describe('What the idea adds beyond the work; null when it overlaps'),
      }),
    )
    .default([])
    .describe('One entry per published work given, when works were given'),
  overlapsWithWork: z
    .string()
    .nullable()
    .default(null)
    .describe('Key of the published work the idea is not novel against, else null'),
});

export const verdictSchema = z.object({
  turns: z.array(z.object({ speaker: z.string(), text: z.string() })).min(1),
  winner: z.enum(['first', 'second', 'draw']),
  rationale: z.string().min(3),
});

export const metaReviewSchema = z.object({
  metaReview: z.string().min(10),
  overview: z.string().min(10),
  recurringIssues: z.array(z.string()).max(8),
});
