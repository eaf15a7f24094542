import type { Executor } from '../db/connect';
import { ideaLeaderboard, type IdeaLeaderboardRow } from '../runs/idea-leaderboard';

// The best ideas across every workspace: the top of the idea leaderboard, highest Elo first.

export const BEST_IDEAS = 5;

export async function bestIdeas(db: Executor, userId: string): Promise<IdeaLeaderboardRow[]> {
  return (await ideaLeaderboard(db, userId, undefined, 0, BEST_IDEAS)).rows;
}
