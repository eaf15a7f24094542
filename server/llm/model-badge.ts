// The badge the SPA shows beside the assistant and on sessions: which model family and tier
// answer, or that the built-in offline engine does. Derived from the assistant role's model.
export interface ModelBadge {
  offline: boolean;
  family: string;
  tier: string;
  label: string;
  model: string | null;
}

export const OFFLINE_BADGE: ModelBadge = Object.freeze({
  offline: true,
  family: 'Offline engine',
  tier: 'built-in',
  label: 'Offline engine',
  model: null,
});

// Spelling of well-known families; anything else is capitalised as written.
const FAMILY_NAMES: Record<string, string> = {
  llama: 'Llama',
  codellama: 'Code Llama',
  gpt: 'GPT',
  qwen: 'Qwen',
  mistral: 'Mistral',
  mixtral: 'Mixtral',
  gemma: 'Gemma',
  gemini: 'Gemini',
  phi: 'Phi',
  claude: 'Claude',
  deepseek: 'DeepSeek',
  command: 'Command',
  granite: 'Granite',
  olmo: 'OLMo',
};

/** 'llama3.1:8b' → Llama / 8b; 'gpt-4o-mini' → GPT / 4o-mini; 'org/Qwen2.5-14B-Instruct' → Qwen / 14b. */
export function deriveModelBadge(model: string | null | undefined): ModelBadge {
  const full = model?.trim();
  if (!full) return OFFLINE_BADGE;
  const base = full.slice(full.lastIndexOf('/') + 1);
  const [name, tag] = base.split(':', 2) as [string, string | undefined];
  const familyKey = (/^[a-z]+/i.exec(name)?.[0] ?? name).toLowerCase();
  const family = FAMILY_NAMES[familyKey] ?? capitalise(familyKey || name);
  const size = /(?:^|[-_.:])(\d+(?:\.\d+)?[bm])(?=$|[-_.:])/i.exec(`${name}:${tag ?? ''}`)?.[1];
  const rest = name
    .slice(familyKey.length)
    .replace(/^[-_.\s]+/, '')
    .toLowerCase();
  const tier = (tag && tag !== 'latest' ? tag : (size ?? rest)).toLowerCase() || 'default';
  return { offline: false, family, tier, label: `${family} ${tier}`, model: full };
}

function capitalise(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}
