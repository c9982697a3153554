import type { DragStart, DragUpdate, DropResult } from '@hello-pangea/dnd';
import { describe, expect, it } from 'vitest';
import { dragAnnouncements } from './drag-announcements.ts';

const teams: Record<string, string> = { 'team-1': 'Falcons', 'team-2': 'Owls' };
const drag = dragAnnouncements({
  name: (id) => (id === 'member-9' ? 'Ana Silva' : ''),
  place: ({ droppableId }) => `in ${teams[droppableId]}`,
});
const base = { draggableId: 'member-9', type: 'member', mode: 'SNAP' as const };
const source = { droppableId: 'team-1', index: 0 };

/** What each responder hands to the screen reader. */
function heard(call: (provided: { announce: (message: string) => void }) => void) {
  let message = '';
  call({ announce: (m) => (message = m) });
  return message;
}

describe('drag announcements', () => {
  it('name the player and the teams, never the ids', () => {
    const start: DragStart = { ...base, source };
    const update: DragUpdate = { ...start, destination: { droppableId: 'team-2', index: 0 }, combine: null };
    const drop: DropResult = { ...update, reason: 'DROP' };
    const cancel: DropResult = { ...start, destination: null, combine: null, reason: 'CANCEL' };
    const said = [
      heard((p) => drag.onDragStart(start, p)),
      heard((p) => drag.onDragUpdate(update, p)),
      heard((p) => drag.onDragUpdate({ ...update, destination: null }, p)),
      heard((p) => drag.announceEnd(drop, p)),
      heard((p) => drag.announceEnd(cancel, p)),
    ];
    expect(said).toEqual([
      'Picked up Ana Silva, in Falcons.',
      'Ana Silva: in Owls.',
      'Ana Silva is not over a place where it can be dropped.',
      'Ana Silva dropped, in Owls.',
      'Cancelled: Ana Silva stays in Falcons.',
    ]);
    expect(said.join(' ')).not.toMatch(/team-|member-/);
  });
});
