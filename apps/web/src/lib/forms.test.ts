import { ZTimezone } from '@rally/contracts/timezones';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { schemaErrors } from './forms.ts';
import { i18n } from './i18n.ts';

describe('schemaErrors', () => {
  beforeAll(async () => {
    await i18n.loadNamespaces('messages');
  });

  it("words a contract's own rule as the server would: an unknown time zone", () => {
    const schema = z.object({ timezone: ZTimezone });
    expect(schemaErrors(schema, { timezone: 'Mars/Olympus' })).toEqual({
      timezone: 'Choose a time zone from the list (e.g. Europe/Berlin).',
    });
    expect(schemaErrors(schema, { timezone: 'europe/berlin' })).toEqual({});
  });
});
