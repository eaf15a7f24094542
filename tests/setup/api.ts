import { afterAll } from 'vitest';
import { closeTestDatabase } from '../support/api/harness';

// Each API test file gets a database of its own, closed when the file ends (setup files run for
// every file, also when files share modules in one worker).
afterAll(closeTestDatabase);
