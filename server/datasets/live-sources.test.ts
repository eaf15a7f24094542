import { EventEmitter } from 'node:events';
import { describe, expect, it, vi } from 'vitest';
import { ConnectorError, type DatasetConnector, type ExternalDataset } from './connectors/connector';
import { askLiveSources, callerGone, LIVE_LIMIT, localSources, unaskedSources } from './live-sources';

// The live half of dataset search: what each source answers, what the log learns of a failure,
// and a caller who leaves before the sources have answered.

const found: ExternalDataset = {
  source: 'zenodo',
  sourceName: 'Zenodo',
  externalId: '1',
  name: 'Air quality sensors',
  publisher: null,
  description: '',
  topics: [],
  formats: ['CSV'],
  licence: null,
  landingUrl: 'https://zenodo.org/records/1',
  updatedAt: null,
};

const answering: DatasetConnector = { id: 'zenodo', name: 'Zenodo', search: async () => [found] };
const failing: DatasetConnector = {
  id: 'datacite',
  name: 'DataCite',
  search: async () => {
    throw new ConnectorError('datacite', 'DataCite', 'HTTP 503');
  },
};
/** Answers only when its signal aborts, with the abort's reason, as the real connectors do. */
const hanging: DatasetConnector = {
  id: 'ckan',
  name: 'Slow portal',
  search: (_query, { signal }) =>
    new Promise((_, reject) => signal?.addEventListener('abort', () => reject(signal.reason), { once: true })),
};

describe('askLiveSources', () => {
  it('answers what each source found, a failing one unavailable, and logs its name and reason only', async () => {
    const search = vi.spyOn(answering, 'search');
    const log = { warn: vi.fn() };
    const answer = await askLiveSources([answering, failing], 'secret words', new AbortController().signal, log);
    expect(answer.external).toEqual([found]);
    expect(answer.sources).toEqual([
      { id: 'zenodo', name: 'Zenodo', status: 'ok', count: 1 },
      { id: 'datacite', name: 'DataCite', status: 'unavailable', message: 'HTTP 503', count: 0 },
    ]);
    expect(search).toHaveBeenCalledWith('secret words', expect.objectContaining({ limit: LIVE_LIMIT }));
    expect(log.warn).toHaveBeenCalledWith({ source: 'DataCite', reason: 'HTTP 503' }, 'a live dataset source failed');
    expect(JSON.stringify(log.warn.mock.calls)).not.toContain('secret');
  });

  it('ends quietly with nothing when the caller leaves first', async () => {
    const controller = new AbortController();
    const pending = askLiveSources([answering, hanging], 'air', controller.signal, { warn: vi.fn() });
    controller.abort();
    await expect(pending).resolves.toEqual({ external: [], sources: [] });
  });
});

describe('callerGone', () => {
  const response = () => Object.assign(new EventEmitter(), { writableFinished: false });

  it('aborts when the connection closes before the answer is sent', () => {
    const raw = response();
    const signal = callerGone({ raw } as never);
    raw.emit('close');
    expect(signal.aborted).toBe(true);
  });

  it('stays quiet when the connection closes after the answer', () => {
    const raw = response();
    const signal = callerGone({ raw } as never);
    raw.writableFinished = true;
    raw.emit('close');
    expect(signal.aborted).toBe(false);
  });
});

describe('the sources list', () => {
  it('names the catalogue and the caller’s uploads, and lists sources not asked as finding nothing', () => {
    expect(localSources({ catalogue: 4, mine: 1 })).toEqual([
      { id: 'catalogue', name: 'Labforge catalogue', status: 'ok', count: 4 },
      { id: 'mine', name: 'My datasets', status: 'ok', count: 1 },
    ]);
    expect(unaskedSources([answering])).toEqual([{ id: 'zenodo', name: 'Zenodo', status: 'ok', count: 0 }]);
  });
});
