import { useMediaQuery as useMantineMediaQuery } from '@mantine/hooks';

/**
 * Whether `query` matches, right from the first render. Mantine's hook answers `false` first and
 * the real value from an effect (for server rendering, which this app does not do): on a desktop
 * the shell then drew every screen twice as it opened, and a phone drew a table's wide
 * form before its phone form.
 */
export function useMediaQuery(query: string): boolean {
  return useMantineMediaQuery(query, undefined, { getInitialValueInEffect: false });
}
