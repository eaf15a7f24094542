// An RO-Crate's metadata as it is built (docs/product.md, "Research objects out"): a flat JSON-LD
// graph of entities, each named by its `@id` and linked to others by `{ "@id": … }`. The crate
// follows RO-Crate 1.2: the metadata descriptor, the root data entity `./`, data entities (the
// files in the zip, named by their paths) and contextual entities (people, software, works on the
// web, actions), with schema.org terms from the RO-Crate context.

export const RO_CRATE_SPEC = 'https://w3id.org/ro/crate/1.2';
export const RO_CRATE_CONTEXT = `${RO_CRATE_SPEC}/context`;
export const METADATA_FILE = 'ro-crate-metadata.json';

export interface Ref {
  '@id': string;
}

export type Value = string | number | boolean | Ref | Value[];

export interface Entity {
  '@id': string;
  '@type': string | string[];
  [property: string]: Value | undefined;
}

export const ref = (id: string): Ref => ({ '@id': id });

/** Links to every entity given, in order, without repeats. */
export const refs = (ids: Iterable<string>): Ref[] => [...new Set(ids)].map(ref);

export class CrateGraph {
  private readonly entities = new Map<string, Entity>();

  /** Adds an entity; a second one with the same `@id` adds its properties to the first. */
  add(entity: Entity): Ref {
    const defined = Object.fromEntries(Object.entries(entity).filter(([, v]) => v !== undefined)) as Entity;
    const kept = this.entities.get(entity['@id']);
    this.entities.set(entity['@id'], kept ? { ...kept, ...defined } : defined);
    return ref(entity['@id']);
  }

  has(id: string): boolean {
    return this.entities.has(id);
  }

  /** The crate's `ro-crate-metadata.json`: the descriptor first, then the root, then the rest. */
  toJson(): { '@context': string; '@graph': Entity[] } {
    const descriptor: Entity = {
      '@id': METADATA_FILE,
      '@type': 'CreativeWork',
      conformsTo: ref(RO_CRATE_SPEC),
      about: ref('./'),
    };
    const rest = [...this.entities.values()].filter((e) => e['@id'] !== './');
    const root = this.entities.get('./');
    if (!root) throw new Error('An RO-Crate needs its root data entity');
    return { '@context': RO_CRATE_CONTEXT, '@graph': [descriptor, root, ...rest] };
  }
}

/** A path segment any file system and any URI take as it is: letters, digits, `.`, `_` and `-`. */
export function safeSegment(text: string, fallback: string): string {
  const slug = text
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9._-]+/g, '-')
    .replace(/^[.-]+|-+$/g, '')
    .slice(0, 80);
  return slug || fallback;
}

/** Gives each path once: a second `runs/a.csv` becomes `runs/a-2.csv`. */
export function uniquePaths() {
  const taken = new Set<string>();
  return (path: string): string => {
    let candidate = path;
    for (let n = 2; taken.has(candidate); n++) {
      const dot = path.lastIndexOf('.');
      const slash = path.lastIndexOf('/');
      candidate = dot > slash + 1 ? `${path.slice(0, dot)}-${n}${path.slice(dot)}` : `${path}-${n}`;
    }
    taken.add(candidate);
    return candidate;
  };
}
