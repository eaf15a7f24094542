import { z } from 'zod';
import { read, readHttpUrl, readInt, type Env } from '../../config-env';

// Which literature sources the engine may ask, read from the environment. Every source is off
// until its URL is set, so a fresh install makes no outside requests.

export interface LiteratureConfig {
  /** LITERATURE_OPENALEX_URL (e.g. https://api.openalex.org) and LITERATURE_OPENALEX_API_KEY. */
  openAlex: { baseUrl: string; apiKey: string | null } | null;
  /** LITERATURE_SEMANTIC_SCHOLAR_URL (https://api.semanticscholar.org) and LITERATURE_SEMANTIC_SCHOLAR_API_KEY. */
  semanticScholar: { baseUrl: string; apiKey: string | null } | null;
  /** LITERATURE_ARXIV_URL, e.g. https://export.arxiv.org */
  arxiv: { baseUrl: string } | null;
  /** LITERATURE_EUROPEPMC_URL, e.g. https://www.ebi.ac.uk */
  europePmc: { baseUrl: string } | null;
  /** LITERATURE_CROSSREF_URL, e.g. https://api.crossref.org */
  crossref: { baseUrl: string } | null;
  /** LITERATURE_CONTACT_EMAIL: who the sources may write to; joins OpenAlex's and Crossref's polite pools. */
  contactEmail: string | null;
  /** LITERATURE_TIMEOUT_MS: the most one search of one source may take once its turn comes, retries included. */
  timeoutMs: number;
  /** LITERATURE_CACHE_DAYS: how long a source's answer is reused; 0 keeps none. */
  cacheDays: number;
}

export function readLiteratureConfig(env: Env): LiteratureConfig {
  const openAlex = readHttpUrl(env, 'LITERATURE_OPENALEX_URL');
  const semanticScholar = readHttpUrl(env, 'LITERATURE_SEMANTIC_SCHOLAR_URL');
  const arxiv = readHttpUrl(env, 'LITERATURE_ARXIV_URL');
  const europePmc = readHttpUrl(env, 'LITERATURE_EUROPEPMC_URL');
  const crossref = readHttpUrl(env, 'LITERATURE_CROSSREF_URL');
  return {
    openAlex: openAlex ? { baseUrl: openAlex, apiKey: read(env, 'LITERATURE_OPENALEX_API_KEY') ?? null } : null,
    semanticScholar: semanticScholar
      ? { baseUrl: semanticScholar, apiKey: read(env, 'LITERATURE_SEMANTIC_SCHOLAR_API_KEY') ?? null }
      : null,
    arxiv: arxiv ? { baseUrl: arxiv } : null,
    europePmc: europePmc ? { baseUrl: europePmc } : null,
    crossref: crossref ? { baseUrl: crossref } : null,
    contactEmail: readEmail(env, 'LITERATURE_CONTACT_EMAIL'),
    timeoutMs: readInt(env, 'LITERATURE_TIMEOUT_MS', 10_000, 100, 120_000),
    cacheDays: readInt(env, 'LITERATURE_CACHE_DAYS', 30, 0, 3650),
  };
}

function readEmail(env: Env, name: string): string | null {
  const raw = read(env, name);
  if (raw === undefined) return null;
  if (!z.email().safeParse(raw).success) throw new Error(`${name} must be an e-mail address, got '${raw}'`);
  return raw;
}
