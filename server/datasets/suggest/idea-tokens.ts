import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/connect';
import type { IdeaToken } from './key-terms';

// An idea's words as PostgreSQL's 'english' configuration reads them: the parser and stemmer that
// built datasets.search (migration 0010), so the idea's lexemes meet the datasets' exactly.

export interface IdeaText {
  title: string;
  summary: string;
  methodology: string[];
  expectedOutcomes: string[];
}

// Plain words and the parts of hyphenated ones; the hyphenated whole, numbers, URLs and the like
// are left out, so 'protein-ligand' counts as 'protein' and 'ligand' once each.
const WORD_TOKENS = ['asciiword', 'word', 'numword', 'hword_asciipart', 'hword_part', 'hword_numpart'];

export async function ideaTokens(db: Executor, idea: IdeaText): Promise<IdeaToken[]> {
  const body = [idea.summary, ...idea.methodology, ...idea.expectedOutcomes].join('\n');
  const result = await db.execute(sql`
    SELECT t.field, d.token, d.lexemes[1] AS lexeme
    FROM (VALUES (1, 'title', ${idea.title}::text), (2, 'body', ${body}::text)) AS t(n, field, text)
    CROSS JOIN LATERAL ts_debug('english', t.text) WITH ORDINALITY AS d
    WHERE d.alias IN (${sql.join(
      WORD_TOKENS.map((alias) => sql`${alias}`),
      sql`, `,
    )}) AND cardinality(d.lexemes) > 0
    ORDER BY t.n, d.ordinality`);
  // execute() is typed per driver; both answer { rows }.
  return (result as unknown as { rows: IdeaToken[] }).rows;
}
