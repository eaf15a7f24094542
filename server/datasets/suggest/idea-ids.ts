import { MAX_IDEAS_PER_REQUEST } from '../../../src/domain/contract-limits';
import { VALIDATION_MESSAGES } from '../../../src/domain/messages';
import { isUuid } from '../../../src/domain/uuid';
import { badRequest } from '../../http/http-error';

// The ideas a suggestion request names, checked in the product's order and words
// (docs/product.md, "Validation rules"): none, too many, then the first id that is not a UUID.

/** The distinct ids in the order given (a UUID's case does not make it another idea), or a 400. */
export function checkedIdeaIds(ideaIds: readonly string[]): string[] {
  const distinct = new Map<string, string>();
  for (const id of ideaIds) if (!distinct.has(id.toLowerCase())) distinct.set(id.toLowerCase(), id);
  const ids = [...distinct.values()];
  if (ids.length === 0) throw badRequest(VALIDATION_MESSAGES.ideaIdRequired, 'validation_error');
  if (ids.length > MAX_IDEAS_PER_REQUEST) throw badRequest(VALIDATION_MESSAGES.tooManyIdeas, 'validation_error');
  const malformed = ids.find((id) => !isUuid(id));
  if (malformed !== undefined) throw badRequest(VALIDATION_MESSAGES.invalidIdeaIdFormat(malformed), 'validation_error');
  return ids;
}
