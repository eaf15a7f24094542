import { z } from 'zod';

// What the coding model must answer, validated by the ChatModel before the agent sees it: a
// rejected answer goes back to the model with the reason (server/llm/generate-object.ts), so
// every rule a file path must obey is stated here, where the model is told about it.

/** The most files one plan may list: a small experiment project, not a framework. */
export const MAX_PLANNED_FILES = 30;
/** The most characters one written file may hold. */
export const MAX_FILE_CHARS = 100_000;
/** The plan itself is committed as PLAN.md from its summary (vibe-types.ts). */
export const PLAN_FILE = 'PLAN.md';

const PLANNED_KINDS = ['readme', 'code', 'data', 'test', 'deps', 'entry', 'config'] as const;

/** Why `path` cannot be written inside the repository, or null when it can. */
export function pathProblem(path: string): string | null {
  if (!path.trim()) return 'is empty';
  if (path.length > 200) return 'is longer than 200 characters';
  if (path.includes('\\')) return 'uses a backslash: use forward slashes';
  if (path.startsWith('/') || /^[A-Za-z]:/.test(path)) return 'is absolute: give it relative to the repository root';
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(path)) return 'holds a control character';
  const segments = path.split('/');
  if (segments.some((s) => s === '' || s === '.')) return 'has an empty or "." segment';
  if (segments.includes('..')) return 'climbs out with ".."';
  if (segments.some((s) => s.toLowerCase() === '.git')) return 'points into .git';
  return null;
}

const filePath = z
  .string()
  .describe('Relative to the repository root, forward slashes, no "..", e.g. src/experiment/analysis.py')
  .superRefine((path, ctx) => {
    const problem = pathProblem(path);
    if (problem) ctx.addIssue({ code: 'custom', message: `path "${path}" ${problem}` });
  });

/** No two entries may name the same path. */
const uniquePaths = (files: { path: string }[], ctx: z.RefinementCtx) => {
  const seen = new Set<string>();
  for (const file of files) {
    if (seen.has(file.path)) ctx.addIssue({ code: 'custom', message: `path "${file.path}" is listed twice` });
    seen.add(file.path);
  }
};

export const projectPlanSchema = z.object({
  language: z.string().min(1).max(40).describe('The project language in lower case, e.g. python'),
  summary: z.string().min(1).describe('The plan in Markdown: what the project does, step by step, and how to run it'),
  files: z
    .array(
      z.object({
        path: filePath.refine((path) => path !== PLAN_FILE, `${PLAN_FILE} is written from the summary: do not list it`),
        kind: z.enum(PLANNED_KINDS),
        purpose: z.string().min(1).max(400).describe('One line: why the file exists'),
      }),
    )
    .min(1)
    .max(MAX_PLANNED_FILES)
    .superRefine(uniquePaths),
});

export const fileContentSchema = z.object({
  content: z.string().max(MAX_FILE_CHARS).describe("The file's whole text, exactly as it is saved"),
});

export const fixSchema = z.object({
  files: z
    .array(
      z.object({
        path: filePath,
        content: z.string().max(MAX_FILE_CHARS).describe("The file's whole new text"),
      }),
    )
    .max(MAX_PLANNED_FILES)
    .superRefine(uniquePaths)
    .describe('Only the files to rewrite or add; empty when changing files cannot fix the failures'),
});
