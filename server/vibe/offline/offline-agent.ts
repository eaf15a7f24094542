import type { CodingAgent, PlannedFile, VibeBrief } from '../vibe-types';
import { blueprintOf } from './blueprint';
import { javascriptFiles } from './javascript-project';
import { planSummary } from './project-docs';
import type { OfflineFile } from './project-file';
import { pythonFiles } from './python-project';

// The coding agent with no model: a deterministic generator that writes a template project from
// the idea (docs/architecture.md, "The coding agent"). The same brief always gives the same plan
// and the same files, so a resumed job writes what it planned. It cannot fix a failed check.

export const OFFLINE_ENGINE = { kind: 'offline', label: 'Offline engine' } as const;

function filesOf(brief: VibeBrief): OfflineFile[] {
  const blueprint = blueprintOf(brief);
  return blueprint.language === 'javascript' ? javascriptFiles(blueprint) : pythonFiles(blueprint);
}

const planned = ({ path, kind, purpose }: OfflineFile): PlannedFile => ({ path, kind, purpose });

export function createOfflineCodingAgent(): CodingAgent {
  return {
    engine: OFFLINE_ENGINE,
    async plan(brief) {
      const blueprint = blueprintOf(brief);
      const files = filesOf(brief).map(planned);
      return { language: blueprint.language, summary: planSummary(blueprint, files), files };
    },
    async writeFile(brief, _plan, file) {
      const found = filesOf(brief).find((f) => f.path === file.path);
      if (!found) throw new Error(`The offline engine did not plan ${file.path}`);
      return { path: file.path, content: found.render() };
    },
    async fix() {
      return [];
    },
  };
}
