import type { z } from 'zod';

// Reading a page of an outside source's answer (dataset catalogues, literature indexes).

/**
 * The items that match `schema`: one odd record among good ones is skipped, but a page where
 * none match means the source changed its shape, and throws.
 */
export function validItems<T>(schema: z.ZodType<T>, items: readonly unknown[]): T[] {
  const valid: T[] = [];
  let firstError: unknown = null;
  for (const item of items) {
    const parsed = schema.safeParse(item);
    if (parsed.success) valid.push(parsed.data);
    else firstError ??= parsed.error;
  }
  if (items.length > 0 && valid.length === 0) throw firstError;
  return valid;
}
