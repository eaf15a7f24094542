import { describe, expect, it } from 'vitest';
import { loadOpenApiDocument } from '../http/openapi-document';
import { loadConfig } from '../config';
import { AGENT_CATALOGUE, findAgent } from './agent-catalogue';

// The catalogue against the contract and the configuration it reads.

const llmOf = (env: Record<string, string> = {}) => loadConfig(env).llm;

describe('the agent catalogue', () => {
  it('has exactly the contract’s agents, each once', () => {
    const schemas = loadOpenApiDocument().components as { schemas: Record<string, { enum: string[] }> };
    const ids = AGENT_CATALOGUE.map((agent) => agent.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort()).toEqual([...schemas.schemas.AgentId.enum].sort());
  });

  it('finds an agent by its exact id only', () => {
    expect(findAgent('meta-review')?.name).toBe('Meta-review agent');
    expect(findAgent('Meta-review')).toBeUndefined();
    expect(findAgent('toString')).toBeUndefined();
  });

  it('reads each agent’s model from the role configuration', () => {
    const llm = llmOf({
      LLM_BASE_URL: 'http://127.0.0.1:9/v1',
      LLM_MODEL: 'base',
      LLM_REFLECTION_MODEL: 'critic',
      LLM_ASSISTANT_MODEL: 'helper',
    });
    const model = (id: string) => findAgent(id)!.model(llm);
    expect(model('supervisor')).toEqual({ kind: 'model', label: 'base' });
    expect(model('reflection')).toEqual({ kind: 'model', label: 'critic' });
    expect(model('dataset-matcher')).toEqual({ kind: 'model', label: 'helper' });
    expect(model('research-assistant')).toEqual({ kind: 'model', label: 'helper' });
    expect(model('proximity')).toEqual({ kind: 'offline', label: 'Lexical similarity (no embedding model)' });
    expect(findAgent('generation')!.model(llmOf())).toEqual({ kind: 'offline', label: 'Offline engine' });
  });

  it('renders every prompt from its builder, with placeholders in braces and no sentinel numbers', async () => {
    for (const agent of AGENT_CATALOGUE) {
      const prompts = await agent.prompts();
      // A system prompt may have nothing to fill in; the agent's task prompts do.
      if (prompts.length > 0)
        expect(
          prompts.some((p) => /\{[a-z][^}]*\}/.test(p.template)),
          agent.id,
        ).toBe(true);
      for (const prompt of prompts)
        expect(prompt.template, `${agent.id}: ${prompt.name}`).not.toMatch(/\b70\d\d\b|0\.7007/);
    }
  });
});
