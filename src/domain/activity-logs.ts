// Activity-log rules (docs/product.md): levels, entity types, page sizes, polling, the
// filters sent to GET /v1/logs (the end date covers its whole day) and the search sent with them.

export const LOG_LEVELS = ['debug', 'info', 'warning', 'error'] as const;
export const LOG_ENTITY_TYPES = [
  'idea',
  'workspace',
  'experiment',
  'workflow',
  'session',
  'goal',
  'user',
  'dataset',
  'run',
  'token',
] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];
export type LogEntityType = (typeof LOG_ENTITY_TYPES)[number];

export const LOG_PAGE_SIZES = [25, 50, 100] as const;
export type LogPageSize = (typeof LOG_PAGE_SIZES)[number];
export const DEFAULT_LOG_PAGE_SIZE: LogPageSize = 50;
export const LOG_POLL_INTERVAL_MS = 5_000;
export const LOG_EXPORT_BATCH = 100;
export const ENTITY_ID_VISIBLE_CHARS = 8;
/** The search asks the server once typing pauses this long. */
export const LOG_SEARCH_DEBOUNCE_MS = 300;
/** The contract's maxLength for GET /v1/logs?q. */
export const LOG_SEARCH_MAX_CHARS = 200;

/** The contract's ActivityLog, restated here because the domain imports nothing. */
export interface ActivityLogEntry {
  id: string;
  entityType: string;
  entityId: string;
  userId: string;
  /** Who did it (docs/decisions/013-workspace-permissions.md, §5). */
  actor?: { id: string; name: string };
  action: string;
  level: string;
  message: string;
  metadata: Record<string, unknown>;
  createdAt: string;
}

/** What the filters panel edits: '' means "any"; dates are the date input's YYYY-MM-DD. */
export interface LogFilters {
  level: LogLevel | '';
  entityType: LogEntityType | '';
  entityId: string;
  action: string;
  startDate: string;
  endDate: string;
  /** The member who acted: '' for all members. */
  userId: string;
}

export const EMPTY_LOG_FILTERS: LogFilters = {
  level: '',
  entityType: '',
  entityId: '',
  action: '',
  startDate: '',
  endDate: '',
  userId: '',
};

export interface LogQuery {
  level?: LogLevel;
  entityType?: LogEntityType;
  entityId?: string;
  action?: string;
  startDate?: string;
  endDate?: string;
  userId?: string;
  /** Found by the server in the message, action, entity type and entity id, ignoring case. */
  q?: string;
}

/** A YYYY-MM-DD in the reader's own calendar (what a date input holds), as a local Date. */
function localDay(day: string, hours: number, minutes: number, seconds: number, ms: number): Date | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return undefined;
  return new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]), hours, minutes, seconds, ms);
}

export const startOfDayIso = (day: string) => localDay(day, 0, 0, 0, 0)?.toISOString();

/** The end-date filter extends to the end of that day (23:59:59.999 local). */
export const endOfDayIso = (day: string) => localDay(day, 23, 59, 59, 999)?.toISOString();

/** Only the filters that are set, trimmed, with the dates as ISO instants bounding whole days. */
export function logFiltersToQuery(filters: LogFilters): LogQuery {
  const query: LogQuery = {};
  if (filters.level) query.level = filters.level;
  if (filters.entityType) query.entityType = filters.entityType;
  if (filters.entityId.trim()) query.entityId = filters.entityId.trim();
  if (filters.action.trim()) query.action = filters.action.trim();
  const start = startOfDayIso(filters.startDate);
  const end = endOfDayIso(filters.endDate);
  if (start) query.startDate = start;
  if (end) query.endDate = end;
  if (filters.userId) query.userId = filters.userId;
  return query;
}

/** The filters' query with the search box's text, trimmed, when there is any. */
export function logQueryWithSearch(query: LogQuery, search: string): LogQuery {
  const q = search.trim();
  return q ? { ...query, q } : query;
}

/** Entity ids are shown truncated after 8 characters. */
export function truncateEntityId(id: string, visible = ENTITY_ID_VISIBLE_CHARS): string {
  return id.length > visible ? `${id.slice(0, visible)}…` : id;
}
