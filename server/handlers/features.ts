import type { components } from '../../src/api/schema';
import type { OpenApiDocument } from '../http/openapi-document';

export type FeatureFlags = components['schemas']['AppConfig']['features'];

// A server feature is on when the contract has operations under its tag and every one of them has
// a handler: a feature lands with its operations, so its flag turns on by itself, and a tag with
// operations still answering 501 keeps it off. Tags not in the contract yet name the future part.
const FEATURE_TAGS = {
  agentChat: 'assistant',
  fileUpload: 'files',
  // Experiments exist as plans; tracking them means recording runs and their metrics.
  experimentTracking: 'runs',
  visualization: 'visualization',
  collaboration: 'collaboration',
} as const satisfies Partial<Record<keyof FeatureFlags, string>>;

// Facts of this build with no server part: the SPA ships its dark theme, and there is no debug
// sign-in (local sign-in is reported as auth.devLogin), no debug mode and no made-up data.
const BUILD_FACTS = { darkMode: true, debugAuth: false, debugMode: false, mockData: false } as const;

const METHODS = new Set(['get', 'put', 'post', 'patch', 'delete']);

export function featureFlags(document: OpenApiDocument, implemented: (operationId: string) => boolean): FeatureFlags {
  const byTag = operationsByTag(document);
  const server = Object.fromEntries(
    Object.entries(FEATURE_TAGS).map(([flag, tag]) => {
      const operations = byTag.get(tag) ?? [];
      return [flag, operations.length > 0 && operations.every(implemented)];
    }),
  ) as Record<keyof typeof FEATURE_TAGS, boolean>;
  return { ...server, ...BUILD_FACTS };
}

function operationsByTag(document: OpenApiDocument): Map<string, string[]> {
  const byTag = new Map<string, string[]>();
  for (const item of Object.values(document.paths)) {
    for (const [method, operation] of Object.entries(item)) {
      if (!METHODS.has(method)) continue;
      const { operationId, tags = [] } = operation as { operationId?: string; tags?: string[] };
      if (!operationId) continue;
      for (const tag of tags) byTag.set(tag, [...(byTag.get(tag) ?? []), operationId]);
    }
  }
  return byTag;
}
