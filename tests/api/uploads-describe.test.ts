import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shippedCatalogue } from '../../server/datasets/catalogue-seed';
import { activityLogs } from '../../server/db/schema/activity';
import { datasetFiles } from '../../server/db/schema/datasets';
import { workflows } from '../../server/db/schema/experiments';
import { DATASET_EDIT_MESSAGES } from '../../src/domain/messages';
import { createTestApp, errorOf, signIn, type SignedIn, type TestApp } from '../support/api/harness';
import { patientsTsv, upload, waitForProfile, weatherCsv, type Fixture } from '../support/api/uploads';

// Uploads are first-class datasets (docs/product.md, "Datasets"): private to their owner and
// labelled so, described after upload by their owner (a catalogue entry is refused, another
// user's upload is not found), found by the new words, attached to an idea and carried by its
// conversion like a catalogue entry.

let t: TestApp;
let dataDir: string;
let ada: SignedIn;
let bob: SignedIn;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'labforge-uploads-describe-'));
  t = await createTestApp({ env: { DATA_DIR: dataDir } });
  ada = await signIn(t.app);
  bob = await signIn(t.app);
});
afterAll(async () => {
  await t?.close();
  await rm(dataDir, { recursive: true, force: true });
});

type Who = SignedIn;
const call = (method: 'GET' | 'PATCH' | 'POST', url: string, payload?: object, who: Who = ada) =>
  t.app.inject({ method, url, headers: who.headers, ...(payload && { payload }) });
const patch = (id: string, payload: object, who: Who = ada) => call('PATCH', `/v1/datasets/${id}`, payload, who);
const search = (query: string, who: Who = ada) => call('GET', `/v1/datasets?live=false&${query}`, undefined, who);

async function uploaded(fixture: Fixture, who: Who = ada): Promise<string> {
  const response = await upload(t.app, who, fixture);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().datasetId;
}

describe('an upload is private', () => {
  it('reads Private access on its page, in the search, in the facets and under the access filter', async () => {
    const who = await signIn(t.app);
    const id = await uploaded(weatherCsv(), who);
    expect((await call('GET', `/v1/datasets/${id}`, undefined, who)).json().access).toBe('private');
    const mine = (await search('scope=mine', who)).json();
    expect(mine.items.map((d: { id: string; access: string }) => [d.id, d.access])).toEqual([[id, 'private']]);
    expect(mine.facets.access).toEqual([{ value: 'private', count: 1 }]);
    const filtered = (await search('access=private', who)).json();
    expect(filtered.items.map((d: { id: string }) => d.id)).toEqual([id]);
    // No catalogue entry is private, and the caller's upload is never counted as open.
    expect((await search('access=open&scope=mine', who)).json().total).toBe(0);
  });
});

describe('PATCH /v1/datasets/{datasetId}', () => {
  it('describes the owner’s upload, and the search finds it by the new words', async () => {
    const id = await uploaded(patientsTsv());
    const response = await patch(id, {
      name: '  Cardiology cohort 2024 ',
      description: 'Systolic pressure of outpatients enrolled in the quokkatrial study.',
      licence: 'CC-BY-4.0',
      topics: ['Cardiology', ' hypertension ', 'cardiology', 'blood pressure'],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      id,
      kind: 'upload',
      access: 'private',
      name: 'Cardiology cohort 2024',
      description: 'Systolic pressure of outpatients enrolled in the quokkatrial study.',
      licence: 'CC-BY-4.0',
      topics: ['Cardiology', 'hypertension', 'blood pressure'],
      file: { name: 'trial-patients.tsv' },
    });
    expect((await call('GET', `/v1/datasets/${id}`)).json()).toMatchObject({ name: 'Cardiology cohort 2024' });
    for (const words of ['quokkatrial', 'cardiology cohort', 'hypertension']) {
      const found = (await search(`q=${encodeURIComponent(words)}&scope=mine`)).json();
      expect(
        found.items.map((d: { id: string }) => d.id),
        words,
      ).toContain(id);
    }
    expect((await search('licence=cc-by-4.0&scope=mine')).json().items.map((d: { id: string }) => d.id)).toEqual([id]);
  });

  it('logs the change with the dataset’s new name and the fields changed', async () => {
    const id = await uploaded(weatherCsv());
    expect((await patch(id, { name: 'Coastal stations', licence: null })).statusCode).toBe(200);
    const rows = await t.db
      .select()
      .from(activityLogs)
      .where(and(eq(activityLogs.entityId, id), eq(activityLogs.action, 'dataset.updated')));
    expect(rows).toEqual([
      expect.objectContaining({
        userId: ada.user.id,
        entityType: 'dataset',
        message: "Described dataset 'Coastal stations'",
        metadata: { fields: ['name', 'licence'] },
      }),
    ]);
  });

  it('clears the licence with null or blank text, so it reads as not stated', async () => {
    const id = await uploaded(weatherCsv());
    await patch(id, { licence: 'MIT' });
    expect((await patch(id, { licence: '   ' })).json().licence).toBeNull();
    await patch(id, { licence: 'Internal use only' });
    expect((await patch(id, { licence: null })).json().licence).toBeNull();
  });

  it('picks variables from the profile’s columns, and refuses a name that is not one', async () => {
    const id = await uploaded(weatherCsv());
    await waitForProfile(t.app, ada, id);
    const picked = await patch(id, { variables: ['temperature_c', 'rainfall_mm', 'temperature_c'] });
    expect(picked.statusCode, picked.body).toBe(200);
    expect(picked.json().variables).toEqual(['temperature_c', 'rainfall_mm']);
    const refused = await patch(id, { variables: ['temperature_c', 'humidity'] });
    expect([refused.statusCode, refused.json()]).toEqual([
      400,
      errorOf(DATASET_EDIT_MESSAGES.notAColumn('humidity'), 'validation_error'),
    ]);
    expect((await call('GET', `/v1/datasets/${id}`)).json().variables).toEqual(['temperature_c', 'rainfall_mm']);
  });

  it('refuses variables before the profile has told the columns', async () => {
    const id = await uploaded(weatherCsv());
    // As it is straight after the upload, before the worker has read the file.
    await waitForProfile(t.app, ada, id);
    await t.db
      .update(datasetFiles)
      .set({ profileStatus: 'pending', profile: null })
      .where(eq(datasetFiles.datasetId, id));
    const refused = await patch(id, { variables: ['station_id'] });
    expect([refused.statusCode, refused.json()]).toEqual([
      400,
      errorOf(DATASET_EDIT_MESSAGES.columnsUnknown, 'validation_error'),
    ]);
  });

  it.each([
    ['an empty change', {}, 'body: must contain at least 1 field'],
    ['a blank name', { name: '   ' }, 'name: must not be blank'],
    ['an empty name', { name: '' }, 'name: must not be empty'],
    ['a name over 200 characters', { name: 'n'.repeat(201) }, 'name: must be at most 200 characters'],
    ['a description over 5000', { description: 'd'.repeat(5001) }, 'description: must be at most 5000 characters'],
    ['a licence over 100', { licence: 'l'.repeat(101) }, 'licence: must be at most 100 characters'],
    ['a topic over 80', { topics: ['t'.repeat(81)] }, 'topics.0: must be at most 80 characters'],
    ['a blank topic', { topics: ['ok', ' '] }, 'topics.1: must not be blank'],
    ['a field nobody can edit', { access: 'open' }, 'access: is not an allowed field'],
  ])('answers 400 for %s, in the product’s words, and changes nothing', async (_, payload, message) => {
    const id = await uploaded(weatherCsv());
    const before = (await call('GET', `/v1/datasets/${id}`)).json();
    const response = await patch(id, payload);
    expect([response.statusCode, response.json()]).toEqual([400, errorOf(message, 'validation_error')]);
    expect((await call('GET', `/v1/datasets/${id}`)).json()).toEqual(before);
  });

  it('answers 404 for another user’s upload, exactly as for a missing one, and leaves it as it was', async () => {
    const id = await uploaded(weatherCsv());
    const theirs = await patch(id, { name: 'Taken over' }, bob);
    const missing = await patch('00000000-0000-4000-8000-000000000000', { name: 'Nobody' }, bob);
    expect([theirs.statusCode, theirs.json()]).toEqual([404, errorOf('Dataset not found', 'not_found')]);
    expect(missing.json()).toEqual(theirs.json());
    expect((await call('GET', `/v1/datasets/${id}`)).json().name).toBe('weather-stations');
  });

  it('refuses a catalogue entry with 403: it is the publisher’s to describe', async () => {
    const entry = shippedCatalogue()[0];
    const response = await patch(entry.slug, { name: 'Renamed' });
    expect([response.statusCode, response.json()]).toEqual([
      403,
      errorOf(DATASET_EDIT_MESSAGES.catalogue, 'forbidden'),
    ]);
    expect((await call('GET', `/v1/datasets/${entry.slug}`)).json().name).toBe(entry.name);
  });
});

describe('an upload attached to an idea', () => {
  it('is carried by the idea’s conversion into the experiment and its workflow, like a catalogue entry', async () => {
    const id = await uploaded(weatherCsv());
    await patch(id, { name: 'Coastal weather 2024' });
    const workspaceId = (await call('POST', '/v1/workspaces', { name: 'Uploads lab' })).json().id;
    const goal = { title: 'Predict coastal flooding from station weather', workspaceId };
    const goalId = (await call('POST', `/v1/workspaces/${workspaceId}/goals`, goal)).json().id;
    const start = { goalId, answerGenerationMode: 'IDEA_FORGE', overrides: { numberOfIdeas: 2, rounds: 1 } };
    expect((await call('POST', `/v1/workspaces/${workspaceId}/goals/${goalId}/start`, start)).statusCode).toBe(200);
    const idea = { title: 'Rainfall thresholds for flood warnings', summary: 'From station records' };
    const ideaId = (await call('POST', `/v1/ideas/create-for-goal/${goalId}`, idea)).json().id;
    for (const status of ['reviewed', 'selected']) await call('PATCH', `/v1/ideas/${ideaId}/select`, { status });

    const attached = await call('POST', `/v1/ideas/${ideaId}/datasets`, { datasetId: id });
    expect(attached.statusCode, attached.body).toBe(201);
    expect(attached.json().dataset).toMatchObject({ id, kind: 'upload', access: 'private' });
    const listed = (await call('GET', `/v1/ideas/${ideaId}/datasets`)).json().items;
    expect(listed.map((a: { dataset: { id: string } }) => a.dataset.id)).toEqual([id]);

    const converted = await call('POST', '/v1/ideas/convert', { ideaIds: [ideaId] });
    expect(converted.statusCode, converted.body).toBe(200);
    const [result] = converted.json().conversionResults;
    expect(result).toMatchObject({ success: true });
    const experiment = (await call('GET', `/v1/experiments/${result.experimentId}`)).json();
    expect(experiment.datasets).toEqual(['Coastal weather 2024']);
    const [workflow] = await t.db.select().from(workflows).where(eq(workflows.id, result.workflowId));
    const nodes = JSON.stringify(workflow.definition);
    expect(nodes).toContain('Coastal weather 2024');
  });

  it('cannot be attached by another user, who is told it does not exist', async () => {
    const id = await uploaded(weatherCsv());
    const workspaceId = (await call('POST', '/v1/workspaces', { name: 'Bob lab' }, bob)).json().id;
    const goalId = (
      await call('POST', `/v1/workspaces/${workspaceId}/goals`, { title: 'Bob’s goal', workspaceId }, bob)
    ).json().id;
    const start = { goalId, answerGenerationMode: 'IDEA_FORGE', overrides: { numberOfIdeas: 2, rounds: 1 } };
    await call('POST', `/v1/workspaces/${workspaceId}/goals/${goalId}/start`, start, bob);
    const ideaId = (await call('POST', `/v1/ideas/create-for-goal/${goalId}`, { title: 'Bob’s idea' }, bob)).json().id;
    const response = await call('POST', `/v1/ideas/${ideaId}/datasets`, { datasetId: id }, bob);
    expect([response.statusCode, response.json()]).toEqual([404, errorOf('Dataset not found', 'not_found')]);
  });
});
