import { ARXIV_FIXTURE } from './arxiv-fixture';
import { CROSSREF_FIXTURE } from './crossref-fixture';
import { EUROPEPMC_FIXTURE } from './europepmc-fixture';
import { OPENALEX_FIXTURE } from './openalex-fixture';
import { SEMANTIC_SCHOLAR_FIXTURE } from './semantic-scholar-fixture';

// Each source's recorded default answer, in its own shape (papers.ts says what they are).
export const FIXTURES = {
  openalex: OPENALEX_FIXTURE,
  semantic_scholar: SEMANTIC_SCHOLAR_FIXTURE,
  /** Atom XML, served as text. */
  arxiv: ARXIV_FIXTURE,
  europepmc: EUROPEPMC_FIXTURE,
  crossref: CROSSREF_FIXTURE,
};
