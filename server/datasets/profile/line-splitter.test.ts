import { describe, expect, it } from 'vitest';
import { LineSplitter } from './line-splitter';

const split = (chunks: string[]) => {
  const lines: string[] = [];
  const splitter = new LineSplitter((line) => lines.push(line));
  for (const chunk of chunks) splitter.push(chunk);
  splitter.end();
  return lines;
};

describe('LineSplitter', () => {
  it('cuts lines wherever the reads fall', () => {
    expect(split(['a\nb', 'c\n', '\nd'])).toEqual(['a', 'bc', '', 'd']);
    expect(split(['a', 'b', 'c', '\n'])).toEqual(['abc']);
    expect(split(['\n\n'])).toEqual(['', '']);
    expect(split(['x\r\ny\r\n'])).toEqual(['x\r', 'y\r']);
    expect(split([])).toEqual([]);
  });

  it('tells how much of a line is still waiting for its end', () => {
    const splitter = new LineSplitter(() => {});
    splitter.push('done\nhalf');
    splitter.push('-more');
    expect(splitter.unfinished).toBe(9);
    splitter.push('\n');
    expect(splitter.unfinished).toBe(0);
  });

  it('joins a line spread over many reads once', () => {
    const chunks = Array.from({ length: 2000 }, () => 'x'.repeat(1000));
    expect(split([...chunks, '\nend'])).toEqual(['x'.repeat(2_000_000), 'end']);
  });
});
