import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  insufficientRoleMessage,
  lowestRoleFor,
  roleAllows,
  WORKSPACE_ACTIONS,
  type WorkspaceAction,
  type WorkspaceRole,
} from '../../src/domain/workspace-roles';
import { NOT_FOUND_MESSAGES } from '../../src/domain/messages';
import { indexOperations, loadOpenApiDocument } from '../../server/http/openapi-document';
import { assistantTestApp } from '../support/api/assistant-support';
import { contractOperations, NOT_IMPLEMENTED, type ContractOperation } from '../support/api/contract-operations';
import { databaseDigest } from '../support/api/database-digest';
import { errorOf, signIn, type SignedIn, type TestApp } from '../support/api/harness';
import {
  makeSweepWorld,
  ownersWorld,
  personalIds,
  sharedIds,
  sweepRequest,
  type Authorization,
  type SweepWorld,
} from '../support/api/sweep-world';

// Generated from the contract (docs/decisions/013-workspace-permissions.md, §7): every operation,
// by the action it declares in x-labforge-action, sent validly at Ada's objects by Ada (owner), Eve
// (editor), Vic (viewer), Rex (an editor, then removed) and Bob (never a member), with their
// sign-ins and, on the seven run operations, their personal access tokens.

const document = loadOpenApiDocument();
const index = indexOperations(document);
const actionOf = (op: ContractOperation) => index.get(op.operationId)!.action!;
const isWorkspaceAction = (action: string): action is WorkspaceAction =>
  (WORKSPACE_ACTIONS as readonly string[]).includes(action);
const tokenScopes = (op: ContractOperation) =>
  (
    (document.paths[op.path][op.method.toLowerCase()] as { security?: Record<string, string[]>[] }).security ?? []
  ).flatMap((scheme) => scheme.personalAccessToken ?? []);

const operations = contractOperations();
const workspaceOps = operations.filter((op) => isWorkspaceAction(actionOf(op)));
const tokenOps = workspaceOps.filter((op) => tokenScopes(op).length > 0);
const personalOps = operations.filter((op) => actionOf(op) === 'personal');
const signedInOps = operations.filter((op) => actionOf(op) === 'signed-in');
const changing = (op: ContractOperation) => op.method !== 'GET';

/** Personal operations not sent by others, and why. */
const NOT_SENT: Record<string, string> = {
  logout: 'ends the caller’s own sign-in and names nothing of anyone else’s (auth.test.ts)',
};

/** Signed-in operations not read as lists here, and why. */
const NOT_LISTED: Record<string, string> = {
  streamEvents: 'a stream that never ends by itself; live-events.test.ts walks members, a stranger and removal',
};

let t: TestApp;
let ada: SignedIn, eve: SignedIn, vic: SignedIn, rex: SignedIn, bob: SignedIn, mo: SignedIn;
let w: SweepWorld;
/** Twin worlds for changes: the lowest allowed role acts on `byRole`, Ada on `byOwner`. */
let byRole: SweepWorld, byOwner: SweepWorld;
const tokens = new Map<SignedIn, Authorization>();
/** What Ada reads of her world before any refusal, compared once they are all made. */
let worldAtStart: Record<string, unknown>;

type Caller = { name: string; who: SignedIn; role: WorkspaceRole | 'removed' | 'stranger' };
let cast: Caller[];
const callerFor = (role: WorkspaceRole) => cast.find((c) => c.role === role)!.who;

async function tokenOf(who: SignedIn): Promise<Authorization> {
  const made = await t.app.inject({
    method: 'POST',
    url: '/v1/tokens',
    headers: who.headers,
    payload: { name: 'Sweep token', scopes: ['runs:read', 'runs:write'] },
  });
  expect(made.statusCode, made.body).toBe(201);
  return { authorization: `Bearer ${made.json().token}` };
}

beforeAll(async () => {
  // No engine workers: nothing changes a world unless a request does.
  t = await assistantTestApp();
  [ada, eve, vic, rex, bob, mo] = await Promise.all([1, 2, 3, 4, 5, 6].map(() => signIn(t.app)));
  cast = [
    { name: 'Ada', who: ada, role: 'owner' },
    { name: 'Eve', who: eve, role: 'editor' },
    { name: 'Vic', who: vic, role: 'viewer' },
    { name: 'Rex', who: rex, role: 'removed' },
    { name: 'Bob', who: bob, role: 'stranger' },
  ];
  const twinMembers: [SignedIn, 'editor' | 'viewer'][] = [
    [eve, 'editor'],
    [vic, 'viewer'],
    [mo, 'viewer'],
  ];
  [w, byRole, byOwner] = await Promise.all([
    makeSweepWorld(
      t.app,
      ada,
      [
        [eve, 'editor'],
        [vic, 'viewer'],
        [rex, 'editor'],
      ],
      vic,
    ),
    // The lowest role allowed to comment is a viewer (Vic), who edits and deletes only his own comment.
    makeSweepWorld(t.app, ada, twinMembers, mo, vic),
    makeSweepWorld(t.app, ada, twinMembers, mo),
  ]);
  const removed = await t.app.inject({
    method: 'DELETE',
    url: `/v1/workspaces/${w.workspaceId}/members/${rex.user.id}`,
    headers: ada.headers,
  });
  expect(removed.statusCode, removed.body).toBe(200);
  for (const { who } of cast) {
    const token = await tokenOf(who);
    tokens.set(who, token);
    // A token notes its first use; using each once here keeps later refusals from writing it.
    await t.app.inject({ method: 'GET', url: `/v1/runs/${w.runId}`, headers: token });
  }
  worldAtStart = await ownersWorld(t.app, ada, w);
}, 120_000);
afterAll(() => t?.close());

const send = (
  op: ContractOperation,
  world: SweepWorld,
  headers: Authorization,
  options?: { payload?: object; query?: Record<string, string> },
) => sweepRequest(t.app, op, world, headers, options);

const NOT_FOUND = { detail: { error: { message: expect.stringMatching(/\S/), type: 'not_found' } } };

/**
 * Operations that answer for each object their body names, and what someone who may not see one
 * is told: an idea the caller cannot see is its own "Idea not found" result (decision 013, §8).
 */
const PER_ITEM_NOT_FOUND: Record<string, () => unknown> = {
  convertIdeas: () => ({
    conversionResults: [{ ideaId: w.ideaId, success: false, error: NOT_FOUND_MESSAGES.idea }],
  }),
};

/** What each caller the roles table refuses is told: a member who may not, or 404 to the rest. */
function refusalsExpected(op: ContractOperation, action: WorkspaceAction) {
  const perItem = PER_ITEM_NOT_FOUND[op.operationId];
  return cast
    .filter((c) => c.role === 'removed' || c.role === 'stranger' || !roleAllows(c.role, action))
    .map((c) => {
      if (c.role !== 'removed' && c.role !== 'stranger')
        return [c.name, 403, errorOf(insufficientRoleMessage(action, c.role), 'insufficient_role')];
      return perItem ? [c.name, 200, perItem()] : [c.name, 404, NOT_FOUND];
    });
}

async function refusalsGot(op: ContractOperation, expected: unknown[][], headersOf: (who: SignedIn) => Authorization) {
  const got = [];
  for (const [name] of expected) {
    const { who } = cast.find((c) => c.name === name)!;
    const response = await send(op, w, headersOf(who));
    got.push([name, response.statusCode, response.json()]);
  }
  return got;
}

describe('the permission sweep', () => {
  it('sorts every operation of the contract by the action it declares', () => {
    const publicOps = operations.filter((op) => actionOf(op) === 'public');
    expect(workspaceOps.length + personalOps.length + signedInOps.length + publicOps.length).toBe(operations.length);
    expect(tokenOps.map((op) => op.operationId).sort()).toEqual([
      'createRun',
      'getMetricHistory',
      'getRun',
      'listRuns',
      'logRunArtifact',
      'logRunBatch',
      'updateRun',
    ]);
  });

  describe.each([
    ['signed in', (who: SignedIn) => who.headers, workspaceOps],
    ['with a personal access token', (who: SignedIn) => tokens.get(who)!, tokenOps],
  ] as const)('workspace operations, %s', (_, headersOf, ops) => {
    it.each(ops.map((op) => [op.operationId, op] as const))(
      '%s: refused in the roles table’s words to members, not found to others, and nothing changes',
      async (_, op) => {
        const action = actionOf(op) as WorkspaceAction;
        const before = await databaseDigest(t.db);
        const expected = refusalsExpected(op, action);
        expect(await refusalsGot(op, expected, headersOf)).toEqual(expected);
        expect(await databaseDigest(t.db)).toEqual(before);
        if (changing(op)) return; // compared on twin worlds below
        const lowest = await send(op, w, headersOf(callerFor(lowestRoleFor(action))));
        const owner = await send(op, w, headersOf(ada));
        expect(lowest.statusCode, `${lowestRoleFor(action)}: ${lowest.body}`).toBe(owner.statusCode);
      },
    );
  });
});

/** Personal operations that bind the caller's own new thing to Ada's workspace, which needs `read` on it. */
const BINDS_WORKSPACE = new Map([
  ['createAssistantSession', () => ({ payload: { workspaceId: w.workspaceId, context: { page: 'workspace' } } })],
]);
/** Lists read far enough back, or searched with words, to hold Ada's world. */
const DEEP: Record<string, { query: Record<string, string> }> = {
  listLogs: { query: { limit: '100' } },
  searchEverything: { query: { q: 'Owned' } },
};
/** The lists that show Ada's shared objects, so the sweep proves it finds them there. */
const SHOWS_ADAS = [
  'listWorkspaces',
  'getDashboard',
  'listVibeSessions',
  'listExperiments',
  'getMetricLeaderboard',
  'getIdeaLeaderboard',
  'searchEverything',
  'listLogs',
];
const personalSent = personalOps.filter((op) => !NOT_SENT[op.operationId]);
const others = () => cast.filter((c) => c.who !== ada);

/** Every id of `ids` that appears anywhere in the answer. */
const idsIn = (body: string, ids: string[]) => ids.filter((id) => body.includes(id));

describe('personal operations', () => {
  it.each(personalSent.filter((op) => op.pathParams.length).map((op) => [op.operationId, op] as const))(
    '%s on Ada’s own things: not found to everyone else, members included, and nothing changes',
    async (_, op) => {
      const before = await databaseDigest(t.db);
      for (const { name, who } of others()) {
        const response = await send(op, w, who.headers);
        expect([name, response.statusCode, response.json()]).toEqual([name, 404, NOT_FOUND]);
      }
      expect(await databaseDigest(t.db)).toEqual(before);
    },
  );
});

describe('Ada’s world after every refusal', () => {
  it('reads exactly as it did before the first', async () => {
    expect(await ownersWorld(t.app, ada, w)).toEqual(worldAtStart);
  });
});

describe('personal operations naming nothing', () => {
  it.each(personalSent.filter((op) => !op.pathParams.length).map((op) => [op.operationId, op] as const))(
    '%s: everyone else’s answer names nothing of Ada’s own',
    async (_, op) => {
      const binds = BINDS_WORKSPACE.get(op.operationId);
      for (const { name, who, role } of others()) {
        const response = await send(op, w, who.headers, binds?.());
        expect([name, idsIn(response.body, personalIds(w))]).toEqual([name, []]);
        if (!binds) continue;
        const member = role !== 'removed' && role !== 'stranger';
        expect([name, response.statusCode]).toEqual([name, member ? 200 : 404]);
      }
    },
  );
});

/** Each id of Ada's shared objects an item of the answer carries, with the role the item says. */
function rolesIn(value: unknown, ids: Set<string>, found: Map<string, unknown> = new Map()) {
  if (Array.isArray(value)) value.forEach((item) => rolesIn(item, ids, found));
  else if (value && typeof value === 'object') {
    const item = value as Record<string, unknown>;
    if (typeof item.id === 'string' && ids.has(item.id) && 'role' in item) found.set(item.id, item.role);
    Object.values(item).forEach((child) => rolesIn(child, ids, found));
  }
  return found;
}

describe('lists of what the caller can see', () => {
  it.each(signedInOps.filter((op) => !NOT_LISTED[op.operationId]).map((op) => [op.operationId, op] as const))(
    '%s: Ada’s shared objects for her, Eve and Vic, with their roles; none for Rex and Bob',
    async (_, op) => {
      const shared = sharedIds(w);
      const adas = await send(op, w, ada.headers, DEEP[op.operationId]);
      const seen = idsIn(adas.body, shared);
      if (SHOWS_ADAS.includes(op.operationId)) expect(seen, adas.body).not.toEqual([]);
      const before = await ownersWorld(t.app, ada, w);
      for (const { name, who, role } of others()) {
        const response = await send(op, w, who.headers, DEEP[op.operationId]);
        const member = role !== 'removed' && role !== 'stranger';
        expect([name, idsIn(response.body, shared)]).toEqual([name, member ? seen : []]);
        expect([name, idsIn(response.body, personalIds(w))]).toEqual([name, []]);
        const roles = [...rolesIn(response.json(), new Set(shared)).values()];
        expect([name, roles]).toEqual([name, roles.map(() => role)]);
      }
      expect(await ownersWorld(t.app, ada, w)).toEqual(before);
    },
  );
});

/** Changes that undo the world go last, in this order: the rest keep their contract order. */
const LAST = ['revokeInvitation', 'changeMemberRole', 'removeMember', 'leaveWorkspace', 'deleteWorkspace'];
const rank = (op: ContractOperation) => LAST.indexOf(op.operationId) + 1 || (op.method === 'DELETE' ? 0.5 : 0);
const changes = workspaceOps.filter(changing).sort((a, b) => rank(a) - rank(b));

type Sent = [operation: string, via: string, lowest: number, owner: number];

/** One change made twice: by the lowest allowed role on one twin, by Ada on the other. */
async function sendToTwins(op: ContractOperation, via: string, headersOf: (who: SignedIn) => Authorization) {
  const lowest = await send(op, byRole, headersOf(callerFor(lowestRoleFor(actionOf(op) as WorkspaceAction))));
  const owner = await send(op, byOwner, headersOf(ada));
  return [op.operationId, via, lowest.statusCode, owner.statusCode] as Sent;
}

describe('the lowest role allowed a change', () => {
  it('gets what Ada gets for the same change, each on a twin of her world', async () => {
    const sent: Sent[] = [];
    for (const op of changes) {
      sent.push(await sendToTwins(op, 'sign-in', (who) => who.headers));
      if (tokenScopes(op).length) sent.push(await sendToTwins(op, 'token', (who) => tokens.get(who)!));
    }
    // Vic leaves; Ada, the last owner, may not (members-last-owner.test.ts says it in words).
    const leave = sent.find(([id]) => id === 'leaveWorkspace')!;
    expect(leave.slice(2)).toEqual([200, 409]);
    const others = sent.filter((row) => row !== leave);
    expect(others.filter(([, , lowest, owner]) => lowest !== owner)).toEqual([]);
    // Ada is never refused her own world, and the sweep's requests are real changes, not 4xx.
    expect(others.filter(([, , , owner]) => owner === 403 || owner === 404)).toEqual([]);
    console.info(sent.map((row) => row.join(' ')).join('\n'));
  });
});

describe('the not-implemented list', () => {
  it('names exactly the operations that answer 501, each with a reason', async () => {
    const answers501: string[] = [];
    for (const op of operations) {
      const response = await t.app.inject({
        method: op.method,
        url: op.path.replace(/\{\w+\}/g, '00000000-0000-4000-8000-000000000000'),
        headers: ada.headers,
      });
      if (response.statusCode === 501) answers501.push(op.operationId);
    }
    expect(answers501.sort()).toEqual(Object.keys(NOT_IMPLEMENTED).sort());
    expect(Object.values(NOT_IMPLEMENTED).every((reason) => reason.length > 0)).toBe(true);
  });
});
