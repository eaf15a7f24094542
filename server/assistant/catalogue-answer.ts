import { searchVariables, type VariableMatch } from '../datasets/search';

// The offline assistant's answer from the shipped dataset catalogue: the variables that match
// the user's own words. Used for a data question, and for "which data fits the idea?" when there
// is no idea yet to match. The catalogue is ours, so its names go in as written.

/** How many catalogue variables an answer lists. */
const CATALOGUE_ANSWER_LIMIT = 5;

export const searchCatalogue = (query: string): VariableMatch[] =>
  searchVariables(query, { limit: CATALOGUE_ANSWER_LIMIT });

export function catalogueAnswer(matches: VariableMatch[]): string {
  if (matches.length === 0)
    return 'I found no variable in the dataset catalogue for that. Try words such as population, income, emissions, obesity or electricity.';
  return [
    'Public data that may help:',
    ...matches.map(({ variable: v }) => `- **${v.name}** (\`${v.id}\`, ${v.source}): ${v.description}`),
  ].join('\n');
}
