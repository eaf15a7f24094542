// What a researcher reads when the server has something switched off: what an administrator can
// do, in plain words, and the README section that says how. Setting names stay in the README.

export const README_CONFIGURATION = 'the "Configuration" section of the README';
export const README_RUNNING_A_MODEL = 'the "Running a model" section of the README';

export const ADMINISTRATOR_HELP = {
  literature: `Your administrator can connect OpenAlex, Crossref, Semantic Scholar, arXiv or Europe PMC to compare ideas with published work (see ${README_CONFIGURATION}).`,
  liveDatasets: `Live sources (CKAN portals, Zenodo, DataCite, Data Commons) are off. Your administrator can switch them on (see ${README_CONFIGURATION}).`,
  modelPrice: `Cost needs the model's price in US dollars per million tokens: your administrator can set it (see ${README_CONFIGURATION}).`,
  signIn: `Your administrator can turn on Google sign-in, or local sign-in for a server on one machine (see ${README_CONFIGURATION}), then reload this page.`,
  /** A session started on a model whose server has none connected any more. */
  noModel: (what: string) =>
    `This ${what} runs on a model, and no model is connected. Your administrator can connect one (see ${README_RUNNING_A_MODEL}).`,
} as const;
