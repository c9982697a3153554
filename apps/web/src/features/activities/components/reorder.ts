import type { TPositionChange } from '../api/activities-api.ts';

/** The list with the item at `from` moved to `to`. */
export function moved<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(to, 0, item);
  return next;
}

/** Only items whose stored position differs from their place in the new order need saving. */
export function positionChanges(ordered: readonly { id: string; position: number }[]): TPositionChange[] {
  return ordered.flatMap((item, index) =>
    item.position === index ? [] : [{ id: item.id, position: index }],
  );
}

export function withPositions<T extends { position: number }>(ordered: readonly T[]): T[] {
  return ordered.map((item, position) => ({ ...item, position }));
}
