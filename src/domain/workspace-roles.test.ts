import { describe, expect, it } from 'vitest';
import {
  insufficientRoleMessage,
  lowestRoleFor,
  roleAllows,
  WORKSPACE_ACTIONS,
  WORKSPACE_ROLES,
} from './workspace-roles';

describe('the workspace roles table', () => {
  it('gives each role everything the role below it may do', () => {
    const [owner, editor, viewer] = WORKSPACE_ROLES;
    for (const action of WORKSPACE_ACTIONS) {
      if (roleAllows(viewer, action)) expect(roleAllows(editor, action), action).toBe(true);
      if (roleAllows(editor, action)) expect(roleAllows(owner, action), action).toBe(true);
    }
  });

  it('lets viewers read and comment, editors change what is inside, and only owners manage or delete', () => {
    const table = Object.fromEntries(
      WORKSPACE_ROLES.map((role) => [role, WORKSPACE_ACTIONS.filter((action) => roleAllows(role, action))]),
    );
    expect(table).toEqual({
      owner: ['read', 'comment', 'edit', 'manage', 'delete'],
      editor: ['read', 'comment', 'edit'],
      viewer: ['read', 'comment'],
    });
    expect(WORKSPACE_ACTIONS.map(lowestRoleFor)).toEqual(['viewer', 'viewer', 'editor', 'owner', 'owner']);
  });

  it('tells a member who may do it and what they are', () => {
    expect(insufficientRoleMessage('edit', 'viewer')).toBe(
      'Only editors and owners of this workspace can do this. You are a viewer.',
    );
    expect(insufficientRoleMessage('manage', 'editor')).toBe(
      'Only owners of this workspace can do this. You are an editor.',
    );
    expect(insufficientRoleMessage('delete', 'viewer')).toBe(
      'Only owners of this workspace can do this. You are a viewer.',
    );
  });
});
