import type { IdeaDetails } from './types';

/** An idea as an agent writes it, before it is stored. */
export interface IdeaDraft {
  title: string;
  summary: string;
  details: IdeaDetails;
  /** References the model made that no source returned: removed from the text, counted here. */
  citationsDropped?: number;
  /** The keys ([P1]…) of the given works the idea's text cites, in order of first citation. */
  citedKeys?: string[];
}
