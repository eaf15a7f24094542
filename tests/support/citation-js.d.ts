// citation.js ships no types: the part of its API the tests use to parse exported citations
// (tests/support/parse-citations.ts).
declare module '@citation-js/core' {
  export class Cite {
    static async(data: unknown, options?: { forceType?: string }): Promise<Cite>;
    data: Array<Record<string, unknown>>;
  }
}
declare module '@citation-js/plugin-bibtex';
declare module '@citation-js/plugin-ris';
