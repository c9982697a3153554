import type { TTemplateDetail } from '@rally/contracts/templates';
import { uuid } from './game-fixtures.ts';
import { meOf, mockApi, NOT_FOUND_REPLY } from './render.tsx';

/** The id of `templateOf()`'s template. */
export const TEMPLATE_ID = uuid(70);

/** Test data: a KPI of `templateOf()`'s template. */
export const templateKpi = {
  id: uuid(71),
  templateId: TEMPLATE_ID,
  name: 'Active minutes',
  unit: 'min',
  direction: 'higher',
  weight: 150,
  position: 0,
} as const;

/** Test data: a behaviour of `templateActivity`. */
export const templateBehaviour = {
  id: uuid(91),
  templateId: TEMPLATE_ID,
  taskId: uuid(90),
  name: 'Take the stairs',
  description: '',
  points: 10,
  maxPerDay: 3,
  requiresApproval: false,
  position: 0,
};

/** Test data: an activity (a habit on screen) of `templateOf()`'s template, with one behaviour. */
export const templateActivity = {
  id: templateBehaviour.taskId,
  templateId: TEMPLATE_ID,
  name: 'Move more',
  description: '',
  position: 0,
  subTasks: [templateBehaviour],
};

/**
 * Test data: a template as `GET /templates/{id}` answers it, one the company may change
 * (`editable: false`: a global one), without content; override any field.
 */
export const templateOf = (overrides: Partial<TTemplateDetail> = {}): TTemplateDetail => {
  const editable = overrides.editable ?? true;
  return {
    id: TEMPLATE_ID,
    companyId: editable ? uuid(72) : null,
    scope: editable ? 'company' : 'global',
    categoryId: uuid(73),
    categoryKey: 'well-being',
    language: 'en',
    name: 'Move, rest, recharge',
    description: '',
    editable,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    tasks: [],
    kpis: [],
    targets: [],
    charities: [],
    ...overrides,
  };
};

export type TApiCall = { method: string; path: string; body: unknown };

/**
 * Answers a template screen's calls, each kept in `calls`: the template, the picker's list, then
 * what `reply` answers (the saves); anything else is not found.
 */
export function serveTemplate(
  detail: () => TTemplateDetail,
  calls: TApiCall[],
  reply: (call: TApiCall) => { status?: number; body?: unknown } | undefined = () => undefined,
) {
  mockApi((call) => {
    const { method, path, body } = call;
    calls.push({ method, path, body });
    if (path === `/templates/${TEMPLATE_ID}`) return { body: detail() };
    if (path === '/game/templates/all') return { body: { data: [detail()], count: 1, pages: 1 } };
    return reply({ method, path, body }) ?? NOT_FOUND_REPLY;
  });
}

/**
 * `serveTemplate` for the whole app (`renderApp`): `/auth/me` answers a company admin, and the
 * editing screens' picker (every template, `?perPage=100`) lists the template.
 */
export function serveTemplateApp(
  detail: () => TTemplateDetail,
  reply: (call: TApiCall) => { status?: number; body?: unknown } | undefined = () => undefined,
) {
  serveTemplate(detail, [], (call) => {
    if (call.path === '/auth/me') return { body: meOf('company_admin') };
    if (call.path === '/game/templates/all?perPage=100')
      return { body: { data: [detail()], count: 1, pages: 1 } };
    return reply(call);
  });
}
