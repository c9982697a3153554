/**
 * Each provider's discovered configuration, kept in this process for a few minutes (decision 0035):
 * without it every start and every callback asked the provider for its metadata again.
 *
 * An entry is found by the provider's id and holds a fingerprint of what discovery was made from
 * (issuer, client id, the sealed secret): a provider edited through another server process misses
 * here too, so an edit is never served from a stale entry, whichever process made it. The edit and
 * delete also drop the entry, so this process does not keep it for its remaining minutes.
 *
 * The pending discovery is kept, not only its result, so sign-ins arriving together ask once. A
 * failed discovery is not kept: the next sign-in asks again.
 */
export type DiscoveryCache<T> = {
  /** The cached configuration for `providerId` made from `fingerprint`, or `discover`'s, then kept. */
  get(providerId: string, fingerprint: string, discover: () => Promise<T>): Promise<T>;
  /** Forgets a provider's configuration (it was edited or deleted). */
  drop(providerId: string): void;
};

/** Long enough to spare the provider a request per sign-in, short enough to follow its key rollover. */
export const DISCOVERY_TTL_MS = 5 * 60 * 1000;

type Entry<T> = { fingerprint: string; expiresAt: number; value: Promise<T> };

export function createDiscoveryCache<T>(ttlMs = DISCOVERY_TTL_MS, now = Date.now): DiscoveryCache<T> {
  const entries = new Map<string, Entry<T>>();
  return {
    get(providerId, fingerprint, discover) {
      const at = now();
      const found = entries.get(providerId);
      if (found && found.fingerprint === fingerprint && found.expiresAt > at) return found.value;
      // Expired entries of providers nobody signs in with any more go here, so the map stays small.
      for (const [id, entry] of entries) if (entry.expiresAt <= at) entries.delete(id);
      const entry: Entry<T> = { fingerprint, expiresAt: at + ttlMs, value: discover() };
      entries.set(providerId, entry);
      entry.value.catch(() => {
        if (entries.get(providerId) === entry) entries.delete(providerId);
      });
      return entry.value;
    },
    drop(providerId) {
      entries.delete(providerId);
    },
  };
}
