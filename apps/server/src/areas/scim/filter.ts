import { AppError } from '../../lib/errors.ts';
import type { ScimMatch } from './queries.ts';

/**
 * The filters a directory sends to find one user before it creates or links them (Entra ID and
 * Okta: `userName eq "…"`; some mappings `externalId eq "…"`). Attribute names and `eq` are read in
 * any case (RFC 7643 section 2.1); the value is a JSON string. Anything else is refused with SCIM's
 * `invalidFilter`, rather than answering a list that ignores what was asked.
 */
const EQUALS =
  /^\s*(?:urn:ietf:params:scim:schemas:core:2\.0:User:)?(userName|externalId)\s+eq\s+("(?:[^"\\]|\\.)*")\s*$/i;

export function parseScimFilter(filter: string | undefined): ScimMatch {
  if (filter === undefined || filter.trim() === '') return undefined;
  const found = EQUALS.exec(filter);
  const refuse = () => new AppError('VALIDATION', 'scim.invalidFilter');
  if (!found?.[1] || !found[2]) throw refuse();
  let value: unknown;
  try {
    value = JSON.parse(found[2]);
  } catch {
    throw refuse();
  }
  if (typeof value !== 'string') throw refuse();
  return { attribute: found[1].toLowerCase() === 'username' ? 'userName' : 'externalId', value };
}
