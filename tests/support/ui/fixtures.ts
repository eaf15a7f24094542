import type { AppConfig, UserProfile, Workspace } from '../../../src/api/types';

export const USER: UserProfile = {
  id: '00000000-0000-4000-8000-000000000001',
  email: 'ada@example.org',
  name: 'Ada Lovelace',
  picture: null,
};

export function workspaceFixture(n: number, overrides: Partial<Workspace> = {}): Workspace {
  const id = `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
  return {
    id,
    name: `Workspace ${n}`,
    description: `Description ${n}`,
    userId: USER.id,
    status: 'active',
    metadata: {},
    createdAt: '2026-03-01T10:00:00Z',
    updatedAt: '2026-03-02T10:00:00Z',
    role: 'owner',
    ...overrides,
  };
}

export function configFixture(auth: Partial<AppConfig['auth']> = {}): AppConfig {
  return {
    appName: 'Labforge',
    version: '0.1.0',
    auth: { provider: 'google', googleClientId: null, devLogin: false, ...auth },
    features: {
      agentChat: true,
      collaboration: true,
      darkMode: true,
      experimentTracking: true,
      fileUpload: true,
      visualization: true,
      debugAuth: false,
      debugMode: false,
      mockData: false,
    },
    model: { offline: true, family: 'offline', tier: 'deterministic', label: 'Offline engine', model: null },
    mail: { configured: false },
  };
}
