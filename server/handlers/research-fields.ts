import { requireUser } from '../auth/bearer';
import { FIELDS } from '../engine/offline/fields/field-library';
import type { HandlerMap } from './handler-types';

// The research fields of the offline engine's library, for the pickers that set a goal's `field`.

const SUMMARIES = [...FIELDS]
  .sort((a, b) => a.name.localeCompare(b.name))
  .map((f) => ({
    id: f.id,
    name: f.name,
    humanSubjects: f.humanSubjects,
    methods: f.methods.map((m) => ({ id: m.id, name: m.name, family: m.family })),
  }));

export function researchFieldHandlers(): HandlerMap {
  return {
    async listResearchFields(request) {
      requireUser(request);
      return { fields: SUMMARIES };
    },
  };
}
