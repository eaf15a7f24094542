import { describe, expect, it } from 'vitest';
import { allFiles, failedFiles } from './check-words';

describe('check summaries', () => {
  it('agree with one file and with many', () => {
    expect(allFiles(1, 'JavaScript', { one: 'parses', many: 'parse' })).toBe('1 JavaScript file parses');
    expect(allFiles(2, 'JavaScript', { one: 'parses', many: 'parse' })).toBe('2 JavaScript files parse');
    expect(allFiles(1, 'Python', { one: 'compiles', many: 'compile' })).toBe('1 Python file compiles');
  });

  it('name how many of how many failed, in agreement', () => {
    expect(failedFiles(1, 1, 'JavaScript', 'parse')).toBe('1 JavaScript file does not parse');
    expect(failedFiles(1, 2, 'JavaScript', 'parse')).toBe('1 of 2 JavaScript files does not parse');
    expect(failedFiles(2, 3, 'Python', 'compile')).toBe('2 of 3 Python files do not compile');
  });
});
