// What a Co-Scientist session runs with when neither its goal nor its start says otherwise: eight
// initial ideas and three tournament rounds. The goal form starts from these, the assistant
// drafts them, the server falls back to them.
export const DEFAULT_NUMBER_OF_IDEAS = 8;
export const DEFAULT_ROUNDS = 3;
