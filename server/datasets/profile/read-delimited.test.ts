import { describe, expect, it } from 'vitest';
import { ProfileError } from './profile-error';
import { labRows, labText, RecordingSink, tempFiles, writeText } from './profile.test-support';
import { readDelimited } from './read-delimited';

const file = tempFiles();

const read = async (text: string, delimiter: ',' | '\t' = ',') => {
  await writeText(file('data.txt'), text);
  const sink = new RecordingSink();
  const rowCount = await readDelimited(file('data.txt'), delimiter, sink);
  return { rowCount, columns: sink.columns, rows: sink.rows };
};

const failure = async (text: string, delimiter: ',' | '\t' = ',') => {
  const error = await read(text, delimiter).then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ProfileError);
  return (error as ProfileError).message;
};

describe('readDelimited', () => {
  it('streams rows after the header, quoted fields and CRLF line ends included', async () => {
    const result = await read('id,note\r\n1,"a, b"\r\n2,"say ""hi"""\r\n3,\r\n');
    expect(result).toEqual({
      rowCount: 3,
      columns: ['id', 'note'],
      rows: [
        ['1', 'a, b'],
        ['2', 'say "hi"'],
        ['3', ''],
      ],
    });
  });

  it('names blank and duplicate headers apart and drops a byte order mark', async () => {
    const result = await read('\uFEFFname,,name\tx\nA,B,C\n', ',');
    expect(result.columns).toEqual(['name', 'column_2', 'name\tx']);
    const tsv = await read('\uFEFFa\ta\t a \n1\t2\t3\n', '\t');
    expect(tsv.columns).toEqual(['a', 'a_2', 'a_3']);
  });

  it('skips blank lines but still counts them', async () => {
    const message = await failure('a,b\n1,2\n\n\n3,4\n5\n');
    expect(message).toBe('Malformed CSV at line 6: expected 2 fields, found 1');
  });

  it('names the line a malformed row starts on, counting line breaks inside quotes', async () => {
    // Row index 10's note spans two lines; splitting the text on \n keeps line = array index + 1.
    const lines = labText(labRows(40)).split('\n');
    lines[16] = lines[16].split(',').slice(0, 7).join(',');
    expect(await failure(lines.join('\n'))).toBe('Malformed CSV at line 17: expected 8 fields, found 7');
    const tsv = 'a\tb\tc\tg\nx\t"multi\nline"\t3\t4\n5\t6\t7\t8\t9\n';
    expect(await failure(tsv, '\t')).toBe('Malformed TSV at line 4: expected 4 fields, found 5');
  });

  it('reports an unterminated quote at the line its row starts on', async () => {
    const text = `a,b\n1,2\n3,"open\n${'4,5\n'.repeat(50_000)}`;
    expect(await failure(text)).toBe('Malformed CSV at line 3: unterminated quote');
    expect(await failure('a,b\n1,2\n"x"y,3\n')).toBe('Malformed CSV at line 3: unexpected text after a closing quote');
  });

  it('gives up on a quote left open early in a large file instead of rereading the rest', async () => {
    const text = `a,b\n1,2\n3,"open\n${'4,five five five five\n'.repeat(500_000)}`;
    expect(await failure(text)).toBe('Malformed CSV at line 3: a row runs past 4 Mi characters; is a quote left open?');
  });

  it('keeps multi-byte characters whole across read boundaries', async () => {
    const value = 'Zürich–Genève ☕'.repeat(10);
    const text = `city,n\n${Array.from({ length: 2000 }, (_, i) => `${value},${i}`).join('\n')}`;
    const result = await read(text);
    expect(result.rowCount).toBe(2000);
    expect(result.rows.every(([city]) => city === value)).toBe(true);
  });

  it('stops reading when the signal aborts', async () => {
    await writeText(file('lab.csv'), labText(labRows(50_000)));
    const controller = new AbortController();
    const reason = new Error('stop');
    const sink = new RecordingSink((rows) => {
      if (rows === 1) controller.abort(reason);
    });
    await expect(readDelimited(file('lab.csv'), ',', sink, controller.signal)).rejects.toBe(reason);
    // The chunk in hand finishes; no further read is parsed.
    expect(sink.rows.length).toBeLessThan(5000);
  });
});
