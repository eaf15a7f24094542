import { describe, expect, it } from 'vitest';
import { MAX_FILTER_CLAUSES, parseRunFilter } from './run-filter';

describe('parseRunFilter', () => {
  it('reads metric, param and tag clauses joined by and, in any case and spacing', () => {
    expect(
      parseRunFilter(
        `metrics.val/loss<=0.25 AND params.optimizer = 'adam' and params.lr > 1e-3 and tags.stage != "prod"`,
      ),
    ).toEqual({
      ok: true,
      clauses: [
        { kind: 'metrics', key: 'val/loss', op: '<=', value: 0.25 },
        { kind: 'params', key: 'optimizer', op: '=', value: 'adam' },
        { kind: 'params', key: 'lr', op: '>', value: 0.001 },
        { kind: 'tags', key: 'stage', op: '!=', value: 'prod' },
      ],
    });
  });

  it('keeps a quoted number as text and a bare word as text', () => {
    expect(parseRunFilter(`params.seed = '42' and params.model = resnet-50`)).toEqual({
      ok: true,
      clauses: [
        { kind: 'params', key: 'seed', op: '=', value: '42' },
        { kind: 'params', key: 'model', op: '=', value: 'resnet-50' },
      ],
    });
  });

  it('reads a quoted value holding the word and as one value', () => {
    const result = parseRunFilter(`tags.note = 'cats and dogs'`);
    expect(result).toEqual({ ok: true, clauses: [{ kind: 'tags', key: 'note', op: '=', value: 'cats and dogs' }] });
  });

  it('answers no clauses for an empty filter', () => {
    expect(parseRunFilter('   ')).toEqual({ ok: true, clauses: [] });
  });

  it('refuses an unknown prefix or operator, naming the clause', () => {
    expect(parseRunFilter('metrics.loss < 1 and attributes.name = x')).toEqual({
      ok: false,
      message: expect.stringContaining("filter: cannot read 'attributes.name = x'"),
    });
    expect(parseRunFilter('metrics.loss ~ 1')).toEqual({
      ok: false,
      message: expect.stringContaining("cannot read 'metrics.loss ~ 1'"),
    });
  });

  it('refuses clauses not joined by and, and a dangling and', () => {
    expect(parseRunFilter('metrics.a > 1 or metrics.b > 2')).toMatchObject({
      ok: false,
      message: expect.stringContaining("cannot read 'or metrics.b > 2'"),
    });
    expect(parseRunFilter('metrics.a > 1 and ')).toMatchObject({
      ok: false,
      message: expect.stringContaining("'metrics.a > 1 and'"),
    });
  });

  it('refuses a metric compared with text, or with a number past the float range', () => {
    expect(parseRunFilter(`metrics.loss = 'low'`)).toEqual({
      ok: false,
      message: "filter: 'metrics.loss = 'low'' compares a metric with something that is not a number",
    });
    expect(parseRunFilter('metrics.loss < 1e400')).toMatchObject({
      ok: false,
      message: expect.stringContaining('1e400'),
    });
  });

  it('refuses a tag compared with an ordering operator', () => {
    expect(parseRunFilter('tags.stage > a')).toEqual({
      ok: false,
      message: "filter: 'tags.stage > a' compares a tag with other than = or !=",
    });
  });

  it('refuses more clauses than the limit', () => {
    const many = Array.from({ length: MAX_FILTER_CLAUSES + 1 }, (_, i) => `metrics.m${i} > 0`).join(' and ');
    expect(parseRunFilter(many)).toEqual({
      ok: false,
      message: `filter: at most ${MAX_FILTER_CLAUSES} clauses may be joined`,
    });
  });
});
