import { PEOPLE_AND_ECONOMY } from './catalogue/people-and-economy';
import { HEALTH } from './catalogue/health';
import { ENVIRONMENT } from './catalogue/environment';
import { SOCIETY_AND_RESOURCES } from './catalogue/society-and-resources';
import type { StatVariable } from './catalogue/variable';

// Public statistical variables in the style of Data Commons (its ids, names and sources), shipped
// with the server so the assistant can point at data with no network. The rows live by theme in
// catalogue/, concatenated here in the catalogue's order.

export type { StatVariable, Topic } from './catalogue/variable';

export const CATALOGUE: readonly StatVariable[] = [
  ...PEOPLE_AND_ECONOMY,
  ...HEALTH,
  ...ENVIRONMENT,
  ...SOCIETY_AND_RESOURCES,
];
