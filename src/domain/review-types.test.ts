import { reviewTypeLabel } from './review-types';

describe('reviewTypeLabel', () => {
  it('names the review kinds in words, and words a kind it does not know', () => {
    expect(reviewTypeLabel('deep_verification')).toBe('Deep verification');
    expect(reviewTypeLabel('tournament')).toBe('Tournament');
    expect(reviewTypeLabel('peer_check')).toBe('Peer check');
  });
});
