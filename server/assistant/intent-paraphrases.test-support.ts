import type { IntentId } from './intent-recognition';

// Three ways a researcher asks each question the offline assistant answers, none of them an
// example of intents/offline-intents.yaml: what the recogniser must generalise to.

export const PARAPHRASES: Record<IntentId, [string, string, string]> = {
  'best-ideas': [
    'Which ideas came out on top?',
    'Show me the strongest proposals we have',
    'What are the leading hypotheses after the tournament?',
  ],
  'most-novel': [
    'Which of these is the most original?',
    'What looks most innovative here?',
    'Which hypothesis is the least like existing work, the most novel one?',
  ],
  'most-feasible': [
    'Which idea could we realistically pull off this year?',
    'What is the most doable proposal?',
    'Which one is the most practical to implement?',
  ],
  riskiest: [
    'Which proposal is most likely to fail?',
    'What are the riskiest ideas?',
    'Which idea carries the most dangerous risks?',
  ],
  'compare-ideas': [
    'How do idea 1 and idea 2 differ?',
    'Contrast the two top proposals for me',
    'Weigh the first idea against the second',
  ],
  'meta-review': [
    'Recap the meta review for me',
    'What feedback did the session give overall?',
    'What were the recurring weaknesses in the reviews?',
  ],
  'next-steps': [
    'I picked an idea, what now?',
    'How should I proceed with the chosen idea?',
    'What do I do after selecting this proposal?',
  ],
  'datasets-for-idea': [
    'What data could test this hypothesis?',
    'Which public databases suit the proposal?',
    'Recommend datasets for this idea',
  ],
  'configure-model': [
    'Can I plug in my own OpenAI key?',
    'How do I hook up an LLM?',
    'How do I switch from the offline engine to a language model?',
  ],
};
