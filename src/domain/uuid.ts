// Idea ids for refresh, vibe and dataset suggestion must be UUIDs. Any version,
// any variant: the check is about the shape, so a malformed id is refused before any call.
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const isUuid = (value: unknown): value is string => typeof value === 'string' && UUID.test(value);
