import { SCIM, type TScimPatchOperation, ZScimBoolean } from '@rally/contracts/scim';
import { AppError } from '../../lib/errors.ts';
import type { ScimState } from './state.ts';

/**
 * PATCH operations (RFC 7644 section 3.5.2) on a user's state, as Entra ID and Okta write them:
 * `op` in any case, `"True"`/`"False"` for booleans, a path (`active`, `name.givenName`), or no path
 * and an object of attributes (nested, or keyed by dotted paths). Attributes Rally does not keep
 * (titles, phone numbers, the enterprise extension, emails beside `userName`) are accepted and not
 * stored, so a directory's default mappings work; a path that is not a SCIM path at all is refused.
 */
type Changed = { name: boolean; display: boolean };

const PATH = /^(?:urn:[\w.:-]+:)?[A-Za-z][\w$-]*(?:\[[^\]]+\])?(?:\.[A-Za-z][\w$-]*)?$/;
const CORE_PREFIX = `${SCIM.user.toLowerCase()}:`;

const invalidValue = (path: string) => new AppError('VALIDATION', 'scim.invalidValue', { path });

function text(path: string, value: unknown, remove: boolean): string | null {
  if (remove || value === null) return null;
  if (typeof value !== 'string') throw invalidValue(path);
  return value;
}

function required(path: string, value: string | null) {
  if (value === null || value.trim() === '') throw invalidValue(path);
  return value;
}

function setName(state: ScimState, changed: Changed, value: unknown, remove: boolean) {
  if (remove) {
    Object.assign(state, { givenName: null, familyName: null, formatted: null });
    changed.name = true;
    return;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw invalidValue('name');
  for (const [key, part] of Object.entries(value)) setPath(state, changed, `name.${key}`, part, false);
}

/** One attribute set (or removed); `path` as the operation names it. */
function setPath(state: ScimState, changed: Changed, path: string, value: unknown, remove: boolean) {
  if (!PATH.test(path)) throw new AppError('VALIDATION', 'scim.invalidPath', { path });
  const lower = path.toLowerCase();
  const key = lower.startsWith(CORE_PREFIX) ? lower.slice(CORE_PREFIX.length) : lower;
  switch (key) {
    case 'active': {
      const parsed = ZScimBoolean.safeParse(value);
      if (remove || !parsed.success) throw invalidValue(path);
      state.active = parsed.data;
      return;
    }
    case 'username':
      state.userName = required(path, text(path, value, remove));
      return;
    case 'displayname':
      state.displayName = text(path, value, remove);
      changed.display = true;
      return;
    case 'externalid':
      state.externalId = text(path, value, remove);
      return;
    case 'name':
      return setName(state, changed, value, remove);
    case 'name.givenname':
      state.givenName = text(path, value, remove);
      changed.name = true;
      return;
    case 'name.familyname':
      state.familyName = text(path, value, remove);
      changed.name = true;
      return;
    case 'name.formatted':
      state.formatted = text(path, value, remove);
      changed.name = true;
      return;
    case 'preferredlanguage':
    case 'locale':
      state.language = text(path, value, remove);
      return;
    default:
      // Not kept by Rally (see above): accepted, not stored.
      return;
  }
}

/** Applies every operation in order; the whole request fails on the first bad one (nothing is written). */
export function applyPatch(state: ScimState, operations: TScimPatchOperation[]) {
  const changed: Changed = { name: false, display: false };
  for (const operation of operations) {
    const remove = operation.op === 'remove';
    if (operation.path !== undefined) {
      setPath(state, changed, operation.path, operation.value, remove);
      continue;
    }
    // Without a path the value holds the attributes (RFC 7644 section 3.5.2.1 and .3); remove needs one.
    const value = operation.value;
    if (remove || typeof value !== 'object' || value === null || Array.isArray(value)) {
      throw new AppError('VALIDATION', 'scim.invalidSyntax');
    }
    for (const [path, part] of Object.entries(value)) {
      if (path.toLowerCase() === SCIM.user.toLowerCase() && typeof part === 'object' && part !== null) {
        for (const [inner, innerPart] of Object.entries(part))
          setPath(state, changed, inner, innerPart, false);
      } else setPath(state, changed, path, part, false);
    }
  }
  return changed.name && !changed.display ? 'name' : changed.display ? 'display' : 'all';
}
