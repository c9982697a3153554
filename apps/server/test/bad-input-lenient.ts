/**
 * The bad-input test builds wrong requests mechanically; a few of them are, on purpose, not wrong.
 * These are the only ones the API may accept (answer below 400), each with its reason. Any other
 * bad request must get a 4xx. `lenientReason` names why a case is allowed, or undefined.
 */

/** The body shapes the test sends to every write route. */
const BODY_SHAPES = new Set([
  'no body',
  'body {}',
  'body []',
  'body [base]',
  'body "text"',
  'body null',
  'plain text body',
  'huge string body',
]);

/** Actions that take no body, so they ignore one, as every DELETE does. */
const BODYLESS_ACTIONS = new Set([
  'POST /api/usernotifications/read-all',
  'POST /api/users/:id/send-reset',
  'POST /api/competitions/:id/public-id',
  'POST /api/settimes/:id/reopen',
  'POST /api/settimes/:id/close',
  'POST /api/game/:id/results/reopen',
  'POST /api/company/webhook-deliveries/:id/resend',
  // A kudos, or an item or comment hidden: a PUT of a state the path names in full.
  'PUT /api/game/:id/feed/:kind/:itemId/kudos',
  'PUT /api/game/:id/feed/:kind/:itemId/hidden',
  'PUT /api/game/:id/feed/comments/:commentId/hidden',
]);

/** Partial updates: `{}` changes nothing and answers the record as it is. */
const PARTIAL_UPDATES = new Set([
  'PUT /api/chat-connections/:id',
  'PUT /api/charity/:id',
  'PUT /api/companies/:id',
  'PUT /api/salesleads/:id',
  'PUT /api/kpi/:id',
  'PUT /api/users/:id',
  'PUT /api/users/:id/settings',
  'PUT /api/templates/:id',
  'PUT /api/templates-task/:id',
  'PUT /api/templates-sub-task/:id',
  'PUT /api/templatekpis/:id',
  'PUT /api/templatecharity/:id',
]);

/** Nullable fields: `null` leaves them unset on create and clears them on update. */
const NULLABLE: Record<string, string[]> = {
  'POST /api/charity': ['website'],
  'PUT /api/charity/:id': ['website'],
  'POST /api/companies': ['trialEndsAt'],
  'PUT /api/companies/:id': ['trialEndsAt'],
  'POST /api/competition/add': [
    'competition.startDate',
    'competition.endDate',
    'competition.rules.leaderboardTopN',
  ],
  'POST /api/competition/update': [
    'competition.startDate',
    'competition.endDate',
    'competition.rules.leaderboardTopN',
  ],
  'POST /api/group/add': ['group.charityId'],
  'POST /api/group/update': ['group.charityId'],
  // No owner: the lead is nobody's (decision 0022).
  'PUT /api/salesleads/:id': ['ownerId'],
  // No round: the actuals for the whole game (ADR 0015).
  'PUT /api/kpi-actuals/competition/:id': ['setTimeId'],
  // A game from a template takes the body of `POST /competition/add` (ADR 0020); no cap: unlimited.
  'POST /api/templates/:id/create-game': [
    'competition.startDate',
    'competition.endDate',
    'competition.rules.leaderboardTopN',
  ],
  'PUT /api/templatecharity/:id': ['cap'],
  // No zone of one's own: each game's (decision 0028).
  'PUT /api/users/:id/settings': ['timezone'],
  // No break-glass admin: nobody keeps a password when SSO is required (decision 0035).
  'PUT /api/company/sso/policy': ['breakGlassUserId'],
  // SCIM: null is the same as an attribute not given (RFC 7643 section 2.5), which clears it.
  'POST /api/scim/v2/Users': [
    'externalId',
    'name',
    'name.givenName',
    'name.familyName',
    'name.formatted',
    'displayName',
    'preferredLanguage',
    'locale',
    'emails',
  ],
  'PUT /api/scim/v2/Users/:id': [
    'externalId',
    'name',
    'name.givenName',
    'name.familyName',
    'name.formatted',
    'displayName',
    'preferredLanguage',
    'locale',
    'emails',
  ],
};

/**
 * SCIM's list query (RFC 7644 section 3.4.2.4): a startIndex below 1 reads as 1 and a negative count
 * as 0; empty filter and attribute lists ask for nothing in particular.
 */
const SCIM_LIST = new Set([
  'query filter = ""',
  'query startIndex = "-1"',
  'query count = "-1"',
  'query attributes = ""',
  'query excludedAttributes = ""',
]);

/** Amounts that may have decimals (a pledge per point, a KPI target). */
const DECIMAL: Record<string, string[]> = {
  'POST /api/competitioncharity': ['pledgePerPoint'],
  'POST /api/targets-kpi': ['target'],
  'PUT /api/targets-kpi/:id': ['target'],
  'POST /api/templatecharity': ['pledgePerPoint'],
  'PUT /api/templatecharity/:id': ['pledgePerPoint', 'cap'],
  'POST /api/templatetargetkpi': ['target'],
  'PUT /api/templatetargetkpi/:id': ['target'],
};

/** Sign-out names no session without a body: it only forgets the caller's tokens. */
const LOGOUT = new Set(['no body', 'body {}', 'body null']);

export function lenientReason(key: string, name: string, queryFields: string[]): string | undefined {
  const method = key.split(' ')[0];
  if ((method === 'DELETE' || BODYLESS_ACTIONS.has(key)) && BODY_SHAPES.has(name))
    return 'takes no body and ignores one';
  if (name === 'body {}' && PARTIAL_UPDATES.has(key)) return '{} is an update that changes nothing';
  if (NULLABLE[key]?.some((field) => name === `body ${field} = null`)) return 'null clears a nullable field';
  if (DECIMAL[key]?.some((field) => name === `body ${field} = 1.5`))
    return 'a decimal where decimals are valid';
  if (key === 'POST /api/auth/logout' && LOGOUT.has(name)) return 'signing out needs no body';
  if (key === 'GET /api/scim/v2/Users' && SCIM_LIST.has(name))
    return 'SCIM reads these as the nearest valid value';
  if (key.startsWith('DELETE /api/scim/v2/') && name === 'empty JSON text')
    return "a directory's DELETE names its content type and sends no body";
  // Unknown query parameters are stripped (STYLE habit 2); where paging is declared they are checked.
  if (name === 'query unknown') return 'unknown query parameters are ignored';
  if (name === 'query page twice' && !queryFields.some((f) => f === 'page' || f === 'perPage'))
    return 'the route has no paging: page and perPage are unknown parameters';
  if (name === 'query q = ""' && queryFields.includes('q')) return 'an empty search text searches nothing';
  if (key === 'GET /api/user/competition/notExisting/:id/:isAll' && /\/0$/.test(name))
    return '0 is a valid isAll ("own company only")';
  return undefined;
}
