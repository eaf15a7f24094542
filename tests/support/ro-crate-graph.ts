// A crate's metadata as a map of its entities by `@id`, and the ids a property links to, for
// tests that follow its links.

export interface CrateEntity {
  '@id': string;
  '@type': string | string[];
  [property: string]: unknown;
}

export interface Crate {
  '@context': unknown;
  '@graph': CrateEntity[];
}

export const graphOf = (crate: Crate) => new Map(crate['@graph'].map((e) => [e['@id'], e]));

/** The ids `property` links to: one `{ "@id" }` or a list of them. */
export function linked(entity: CrateEntity, property: string): string[] {
  const value = entity[property];
  if (value === undefined) return [];
  return [value].flat().map((v) => (v as { '@id': string })['@id']);
}
