/** What the global set-up hands every server test file (test/global-setup.ts, `freshDatabase`). */
declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated embedded database written out once per run; null on PostgreSQL. */
    migratedEmbedded: string | null;
  }
}

export const MIGRATED_EMBEDDED = 'migratedEmbedded' as const;
