// The paged list shape (docs/product.md, "Entities"), shared by server (building it) and client (reading it).
export const DEFAULT_PAGE_SIZE = 20;

export interface PageMeta {
  total: number;
  page: number;
  pageSize: number;
  totalPages: number;
  hasMore: boolean;
  hasPrevious: boolean;
}

export interface Paged<T> extends PageMeta {
  items: T[];
}

/** Page and pageSize become skip = (page - 1) * pageSize and limit = pageSize. */
export function pageToSkipLimit(page = 1, pageSize = DEFAULT_PAGE_SIZE): { skip: number; limit: number } {
  const safePage = Math.max(1, Math.floor(page));
  const safeSize = Math.max(1, Math.floor(pageSize));
  return { skip: (safePage - 1) * safeSize, limit: safeSize };
}

/** Builds the paged shape from a slice of rows, the offset it started at and the total count. */
export function toPaged<T>(items: T[], total: number, skip: number, limit: number): Paged<T> {
  const pageSize = Math.max(1, limit);
  const page = Math.floor(skip / pageSize) + 1;
  const totalPages = Math.ceil(total / pageSize);
  return {
    items,
    total,
    page,
    pageSize,
    totalPages,
    hasMore: skip + items.length < total,
    hasPrevious: skip > 0,
  };
}

/**
 * Normalises the list answers the contract allows (an array, `{items}`, or another named array such
 * as `{research_goals}` or `{ideas}`) into the paged shape.
 */
export function normalisePaged<T>(
  body: unknown,
  arrayKeys: readonly string[] = ['items'],
  page = 1,
  pageSize = DEFAULT_PAGE_SIZE,
): Paged<T> {
  if (Array.isArray(body)) return toPaged(body as T[], body.length, 0, Math.max(pageSize, body.length || 1));
  if (body && typeof body === 'object') {
    const record = body as Record<string, unknown>;
    const key = ['items', ...arrayKeys].find((k) => Array.isArray(record[k]));
    const items = (key ? record[key] : []) as T[];
    const total = typeof record.total === 'number' ? record.total : items.length;
    const size = typeof record.pageSize === 'number' ? record.pageSize : pageSize;
    const current = typeof record.page === 'number' ? record.page : page;
    return toPaged(items, total, (current - 1) * size, size);
  }
  return toPaged<T>([], 0, 0, pageSize);
}
