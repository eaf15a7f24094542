import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

// The `ro-crate` library's validator, run on a crate's metadata and the paths its zip holds. The
// validator fetches the RO-Crate context by its URL; tests reach only loopback, so the context is
// answered from the copy the library ships (the one it resolves terms with anyway).

const require = createRequire(import.meta.url);
const CONTEXT_FILE = require.resolve('ro-crate/lib/context.json');
const CONTEXT_URL = 'https://w3id.org/ro/crate/1.2/context';

export interface ValidationResult {
  id: string;
  status: 'error' | 'warning' | 'success' | string;
  message: string;
  entity?: string;
}

type Validate = (crate: unknown, files?: Record<string, { exists: boolean }>) => Promise<ValidationResult[]>;

let loaded: Promise<Validate> | null = null;

/** Loads the library with its captured fetch answering the context URL from the shipped copy. */
function loadValidator(): Promise<Validate> {
  loaded ??= (async () => {
    const real = globalThis.fetch;
    const context = readFileSync(CONTEXT_FILE, 'utf8');
    globalThis.fetch = (async (input: Parameters<typeof fetch>[0], init?: RequestInit) =>
      String(input) === CONTEXT_URL
        ? new Response(context, { headers: { 'content-type': 'application/ld+json' } })
        : real(input, init)) as typeof fetch;
    try {
      return require('ro-crate').validate as Validate;
    } finally {
      globalThis.fetch = real;
    }
  })();
  return loaded;
}

/** Every result of validating the metadata against the files the zip holds. */
export async function validateCrate(metadata: unknown, paths: string[]): Promise<ValidationResult[]> {
  const validate = await loadValidator();
  const files = Object.fromEntries(paths.map((p) => [p, { exists: true }]));
  return validate(metadata, files);
}
