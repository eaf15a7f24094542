import type { z } from 'zod';
import type { ChatMessage, ChatModel } from '../llm/chat-model';
import { describeBrief, describeFailed, describeFiles, describeWritten } from './model-coding-agent-context';
import {
  CODING_FIX_TEMPLATE,
  CODING_PLAN_TEMPLATE,
  CODING_SYSTEM_TEMPLATE,
  CODING_WRITE_FILE_TEMPLATE,
  fillTemplate,
} from './model-coding-agent-prompts';
import { fileContentSchema, fixSchema, projectPlanSchema } from './model-coding-agent-schemas';
import type { AgentCallOptions, CodingAgent, ProjectPlan, VibeBrief, WrittenFile } from './vibe-types';

// The coding agent with a model behind it: one structured call plans the project, one per file
// writes it, one per round of failed checks answers the files to rewrite. Malformed answers are
// repaired or asked for again inside generateObject; what reaches the job has been validated.

const SYSTEM: ChatMessage = { role: 'system', content: CODING_SYSTEM_TEMPLATE };

export function createModelCodingAgent(chatModel: ChatModel): CodingAgent {
  const call = async <T>(schemaName: string, content: string, schema: z.ZodType<T>, options: AgentCallOptions) =>
    chatModel.generateObject({
      role: 'coding',
      schemaName,
      schema,
      messages: [SYSTEM, { role: 'user', content }],
      signal: options.signal,
      // Every answer that reached the server counts, the rejected ones too: they cost tokens.
      onUsage: (u) => options.onUsage?.({ calls: 1, tokens: u.inputTokens + u.outputTokens }),
    });

  const planValues = (brief: VibeBrief, plan: ProjectPlan) => ({
    brief: describeBrief(brief),
    language: plan.language,
    summary: plan.summary,
    fileList: describeFiles(plan.files),
  });

  return {
    engine: { kind: 'model', label: chatModel.modelFor('coding') },

    async plan(brief, options) {
      const content = fillTemplate(CODING_PLAN_TEMPLATE, { brief: describeBrief(brief) });
      const plan = await call('project_plan', content, projectPlanSchema, options);
      return { ...plan, language: plan.language.trim().toLowerCase() };
    },

    async writeFile(brief, plan, file, written, options) {
      const content = fillTemplate(CODING_WRITE_FILE_TEMPLATE, {
        ...planValues(brief, plan),
        written: describeWritten(written),
        path: file.path,
        kind: file.kind,
        purpose: file.purpose,
      });
      const answer = await call('file_content', content, fileContentSchema, options);
      return { path: file.path, content: unfenced(answer.content) };
    },

    async fix(brief, plan, files, failed, options) {
      const content = fillTemplate(CODING_FIX_TEMPLATE, {
        ...planValues(brief, plan),
        written: describeWritten(namedFirst(files, failed.map((c) => c.output).join('\n'))),
        failed: describeFailed(failed),
      });
      const answer = await call('files_to_rewrite', content, fixSchema, options);
      return answer.files.map((f) => ({ path: f.path, content: unfenced(f.content) }));
    },
  };
}

/** The files a check's output names come first, so the prompt's budget goes to them. */
function namedFirst(files: readonly WrittenFile[], output: string): WrittenFile[] {
  const named = files.filter((f) => output.includes(f.path));
  return [...named, ...files.filter((f) => !named.includes(f))];
}

/**
 * The file without a code fence wrapped around all of it: models add one though told not to.
 * Only a fence around the whole text goes; a README's own code blocks stay.
 */
export function unfenced(content: string): string {
  const match = /^\s*```[\w.+-]*[ \t]*\n([\s\S]*?)\n?```\s*$/.exec(content);
  if (!match || match[1].includes('\n```')) return content;
  return `${match[1]}\n`;
}
