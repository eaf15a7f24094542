// A catalogue variable's shape, the sources the catalogue cites and a compact row builder.
// Keywords add the words people use for a variable that its name does not contain.

export type Topic =
  | 'demographics'
  | 'economics'
  | 'housing'
  | 'health'
  | 'climate'
  | 'environment'
  | 'education'
  | 'energy'
  | 'agriculture'
  | 'safety';

export interface StatVariable {
  id: string;
  name: string;
  description: string;
  topic: Topic;
  source: string;
  keywords?: string[];
}

export const v = (
  id: string,
  name: string,
  topic: Topic,
  source: string,
  description: string,
  keywords: string[] = [],
): StatVariable => ({
  id,
  name,
  description,
  topic,
  source,
  keywords,
});

export const ACS = 'US Census Bureau, American Community Survey';
export const WB = 'World Bank, World Development Indicators';
export const PLACES = 'CDC PLACES';
export const EIA = 'US Energy Information Administration';
export const EPA = 'US EPA';
