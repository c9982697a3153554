import type { TCompanyDetail } from '@rally/contracts/companies';

/** A company as `GET /companies/{id}` answers it (Acme, live, three people); override any field. */
export function companyOf(overrides: Partial<TCompanyDetail> = {}): TCompanyDetail {
  return {
    id: '00000000-0000-4000-8000-000000000001',
    name: 'Acme Corporation',
    logoUrl: null,
    language: 'en',
    timezone: 'Europe/Berlin',
    plan: 'standard',
    stage: 'live',
    trialEndsAt: null,
    users: 3,
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-01T10:00:00.000Z',
    counts: { users: 3, active: 3, invited: 0, disabled: 0, companyAdmins: 1, players: 2, clients: 0 },
    admins: [],
    ...overrides,
  };
}
