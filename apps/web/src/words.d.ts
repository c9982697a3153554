/** The words' loaders, one per tier of words and language (`words.ts`, `lib/i18n.ts`). */
declare module 'virtual:rally-words' {
  import type { TLanguage } from '@rally/contracts/constants';

  type TWordsTier = 'public' | 'player' | 'messages' | 'all';
  /** Per tier, the namespaces its chunk holds (`all`: every namespace the app has). */
  export const TIER_NAMESPACES: Record<TWordsTier, string[]>;
  /** Per tier and language, the chunk of those words: each namespace's words by its name. */
  export const WORDS: Record<
    TWordsTier,
    Record<TLanguage, () => Promise<{ default: Record<string, Record<string, unknown>> }>>
  >;
}
