import { vi } from 'vitest';

vi.mock('fastify', async (importOriginal) =>
  (await import('./authorization/routes.ts')).recordingFastify(await importOriginal()),
);

import { describeBadInput } from './bad-input-driver.ts';

describeBadInput('scim');
