import { v7 as uuidv7 } from 'uuid';
import { templateSubTasks, templates, templateTasks } from '../src/db/schema/index.ts';
import { dayFromToday, type TestContext } from './helpers.ts';

export const WELL_BEING = '019a0000-0000-7000-8000-000000000002';

/** A global template with one activity and one behaviour: enough for its game to go live. */
export async function globalTemplate(
  t: TestContext,
  opts: { language?: 'en' | 'de' | 'fr' | 'pt'; name?: string } = {},
) {
  const id = uuidv7();
  await t.db.insert(templates).values({
    id,
    companyId: null,
    categoryId: WELL_BEING,
    language: opts.language ?? 'en',
    name: opts.name ?? 'Move more',
    description: 'Steps and stretches',
  });
  const taskId = uuidv7();
  await t.db.insert(templateTasks).values({ id: taskId, templateId: id, name: 'Walk' });
  await t.db.insert(templateSubTasks).values({ templateId: id, taskId, name: '10,000 steps', points: 10 });
  return id;
}

/** A valid onboarding form; every field can be overridden. */
export const onboardingForm = (templateId: string, overrides: Record<string, unknown> = {}) => ({
  submissionId: crypto.randomUUID(),
  companyName: 'Initech',
  fullName: 'Peter Gibbons',
  email: `peter.${uuidv7().slice(-8)}@initech.example`,
  password: 'tps reports every friday',
  language: 'en',
  templateId,
  gameName: 'Spring steps',
  startDate: dayFromToday(0),
  endDate: dayFromToday(27),
  teams: ['Red', 'Blue'],
  invitees: [],
  ...overrides,
});
