import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('upload quotas in the configuration', () => {
  it('default to 5 GB and 1,000 files an hour per user', () => {
    expect(loadConfig({}).uploadQuota).toEqual({ storageMb: 5000, filesPerHour: 1000 });
  });

  it('read USER_STORAGE_QUOTA_MB and USER_UPLOADS_PER_HOUR', () => {
    const config = loadConfig({ USER_STORAGE_QUOTA_MB: '20000', USER_UPLOADS_PER_HOUR: '60' });
    expect(config.uploadQuota).toEqual({ storageMb: 20000, filesPerHour: 60 });
  });

  it('refuse a value that is not a whole number in range, naming it', () => {
    expect(() => loadConfig({ USER_STORAGE_QUOTA_MB: '0' })).toThrow(
      "USER_STORAGE_QUOTA_MB must be an integer between 1 and 100000000, got '0'",
    );
    expect(() => loadConfig({ USER_UPLOADS_PER_HOUR: '2.5' })).toThrow(
      "USER_UPLOADS_PER_HOUR must be an integer between 1 and 1000000, got '2.5'",
    );
  });
});
