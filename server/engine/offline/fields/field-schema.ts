import { z } from 'zod';

// The shape of one research field of the offline engine's library (fields/library/*.yaml), checked
// when the library loads so a mistake in a data file stops the server with the file and path named
// rather than producing odd ideas. docs/engine.md, "Fields and methods", explains each key.

export const RESOURCE_TYPES = ['personnel', 'equipment', 'consumables', 'compute', 'data', 'services'] as const;
export const METHOD_FAMILIES = [
  'experimental',
  'causal',
  'observational',
  'synthesis',
  'computational',
  'laboratory',
  'qualitative',
  'engineering',
] as const;

const sentence = z.string().trim().min(3).max(300);
const probability = z.number().gt(0).lt(1);

export const methodSchema = z.strictObject({
  id: z.string().regex(/^[a-z0-9-]+$/, 'a method id is lowercase words joined by hyphens'),
  name: z.string().trim().min(3).max(80),
  family: z.enum(METHOD_FAMILIES),
  /** What the method changes or reads, and how: the mechanism a summary names. */
  mechanism: sentence,
  /** The measurable outcome that says whether it worked. */
  measure: sentence,
  /** Words of the questions the method suits, for matching a goal. */
  keywords: z.array(z.string().trim().min(2)).min(3),
  /** `{topic}` is replaced by the goal's focus. */
  steps: z.array(sentence).min(3).max(8),
  outcomes: z.array(sentence).min(1).max(4),
  /** Typical USD for a small academic project. */
  resources: z
    .array(
      z.strictObject({ name: z.string().trim().min(2).max(80), type: z.enum(RESOURCE_TYPES), cost: z.number().min(0) }),
    )
    .min(2)
    .max(6),
  durationDays: z.number().int().min(7).max(1500),
  risks: z
    .array(z.strictObject({ risk: sentence, probability }))
    .min(2)
    .max(4),
  /** What reviewers of the method point out: its known weaknesses. */
  weaknesses: z.array(sentence).min(1).max(3),
  /** How strong a claim the method supports, 0–1. */
  rigor: z.number().min(0).max(1),
});

export const datasetSchema = z.strictObject({
  name: z.string().trim().min(2).max(100),
  /** The dataset's entry in the Labforge catalogue (server/datasets/catalogue-data/), so it can be linked. */
  slug: z
    .string()
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/)
    .optional(),
  publisher: z.string().trim().min(2).max(100),
  url: z.string().url(),
  description: sentence,
  keywords: z.array(z.string().trim().min(2)).min(2),
});

export const fieldSchema = z
  .strictObject({
    id: z.string().regex(/^[a-z0-9-]+$/),
    name: z.string().trim().min(3).max(60),
    /** Whether the field's studies involve people; if not, no resource or risk may. */
    humanSubjects: z.boolean(),
    /** Words and phrases that signal the field, strongest first; weights 1–3. */
    signals: z.record(z.string().trim().min(2), z.number().min(0.5).max(3)),
    methods: z.array(methodSchema).min(8),
    /** Public datasets researchers of the field reach for. */
    datasets: z.array(datasetSchema).min(2),
  })
  .superRefine((field, ctx) => {
    const ids = field.methods.map((m) => m.id);
    ids.forEach((id, i) => {
      if (ids.indexOf(id) !== i)
        ctx.addIssue({ code: 'custom', path: ['methods', i, 'id'], message: `duplicate method id '${id}'` });
    });
    if (field.humanSubjects) return;
    field.methods.forEach((m, i) => {
      for (const text of [...m.resources.map((r) => r.name), ...m.risks.map((r) => r.risk)]) {
        if (HUMAN_SUBJECT.test(text))
          ctx.addIssue({
            code: 'custom',
            path: ['methods', i],
            message: `'${text}' concerns human subjects, which ${field.name} does not study`,
          });
      }
    });
  });

/** Resources and risks that only studies of people have. */
export const HUMAN_SUBJECT =
  /\b(participants?|recruit\w*|consent|ethics (board|committee|approval|and registration)|IRB|trial coordinator|patients?|respondents?|interviewees?|compensation|volunteers?|attrition|dropouts?|blinding)\b/i;

export type ResearchField = z.infer<typeof fieldSchema>;
export type FieldMethod = z.infer<typeof methodSchema>;
export type FieldDataset = z.infer<typeof datasetSchema>;
export type ResourceType = (typeof RESOURCE_TYPES)[number];
export type MethodFamily = (typeof METHOD_FAMILIES)[number];
