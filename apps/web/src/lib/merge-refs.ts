import { useMergedRef } from '@mantine/hooks';
import type { Ref } from 'react';

/**
 * Floating UI's `useMergeRefs` (a list of refs in, one ref out) by Mantine's own `useMergedRef`.
 * Mantine's scroll area imports only this from Floating UI; every table on a public page draws one,
 * so through it the boards' first paint carried the whole of Floating UI (menus' and select lists'
 * positioning, 14 KB compressed). The build gives the scroll area this one (`mantine-imports.ts`).
 */
export function useMergeRefs<T>(refs: (Ref<T> | undefined)[]) {
  return useMergedRef<T>(...refs);
}
