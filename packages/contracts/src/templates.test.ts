import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  BEHAVIOUR_MAX_PER_DAY,
  BEHAVIOUR_POINTS,
  ZUpdateActivityRequest,
  ZUpdateBehaviourRequest,
} from './activities.ts';
import { CAP_MAX, PLEDGE_MAX, ZLinkGameCharityRequest } from './charities.ts';
import { ZUpdateGameRequest } from './games.ts';
import { KPI_WEIGHT, ZUpdateKpiRequest } from './kpis.ts';
import {
  ZUpdateTemplateCharityRequest,
  ZUpdateTemplateKpiRequest,
  ZUpdateTemplateRequest,
  ZUpdateTemplateSubTaskRequest,
  ZUpdateTemplateTaskRequest,
} from './templates.ts';

const ID = '0195f3a2-6b10-7c4e-9d3a-5c1e2f4a6b20';
const text = (n: number) => 'x'.repeat(n);

/** Whether a game's change and a template's change each accept a field's value. */
type Pair = {
  game: (value: unknown) => unknown;
  template: (value: unknown) => unknown;
  schemas: [z.ZodType, z.ZodType];
};
const field = (name: string, game: z.ZodType, template: z.ZodType, wrap = (body: object) => body): Pair => ({
  game: (value) => wrap({ id: ID, [name]: value }),
  template: (value) => ({ [name]: value }),
  schemas: [game, template],
});
const accepts = (pair: Pair, value: unknown) => [
  pair.schemas[0].safeParse(pair.game(value)).success,
  pair.schemas[1].safeParse(pair.template(value)).success,
];

// A template holds a game's content (decision 0020): a value one accepts, the other must too, or a
// game saved as a template (or made from one) would carry what its own editor refuses.
describe("a template's content keeps the bounds of a game's", () => {
  const cases: [string, Pair, unknown[], unknown[]][] = [
    [
      'a behaviour: points',
      field('points', ZUpdateBehaviourRequest, ZUpdateTemplateSubTaskRequest),
      [BEHAVIOUR_POINTS.min, BEHAVIOUR_POINTS.max],
      [BEHAVIOUR_POINTS.min - 1, BEHAVIOUR_POINTS.max + 1, 1.5],
    ],
    [
      'a behaviour: times a day',
      field('maxPerDay', ZUpdateBehaviourRequest, ZUpdateTemplateSubTaskRequest),
      [BEHAVIOUR_MAX_PER_DAY.min, BEHAVIOUR_MAX_PER_DAY.max],
      [BEHAVIOUR_MAX_PER_DAY.min - 1, BEHAVIOUR_MAX_PER_DAY.max + 1],
    ],
    [
      'a behaviour: name',
      field('name', ZUpdateBehaviourRequest, ZUpdateTemplateSubTaskRequest),
      [text(1), text(120)],
      ['', '   ', text(121)],
    ],
    [
      'an activity: description',
      field('description', ZUpdateActivityRequest, ZUpdateTemplateTaskRequest),
      ['', text(2000)],
      [text(2001)],
    ],
    [
      'an activity: position',
      field('position', ZUpdateActivityRequest, ZUpdateTemplateTaskRequest),
      [0, 10_000],
      [-1, 10_001],
    ],
    [
      'a KPI: weight',
      field('weight', ZUpdateKpiRequest, ZUpdateTemplateKpiRequest),
      [KPI_WEIGHT.min, KPI_WEIGHT.max],
      [KPI_WEIGHT.min - 1, KPI_WEIGHT.max + 1],
    ],
    ['a KPI: unit', field('unit', ZUpdateKpiRequest, ZUpdateTemplateKpiRequest), ['', text(30)], [text(31)]],
    [
      'a charity: pledge per point',
      {
        ...field('pledgePerPoint', ZLinkGameCharityRequest, ZUpdateTemplateCharityRequest),
        game: (value) => ({ competitionId: ID, charityId: ID, pledgePerPoint: value }),
      },
      [0, 0.0001, PLEDGE_MAX],
      [-0.0001, PLEDGE_MAX + 0.0001, 0.00001],
    ],
    [
      'a charity: cap',
      {
        ...field('cap', ZLinkGameCharityRequest, ZUpdateTemplateCharityRequest),
        game: (value) => ({ competitionId: ID, charityId: ID, pledgePerPoint: 1, cap: value }),
      },
      [null, 0, 0.01, CAP_MAX],
      [-0.01, CAP_MAX + 0.01, 0.001],
    ],
    [
      'a game and a template: name',
      field('name', ZUpdateGameRequest, ZUpdateTemplateRequest, (body) => ({ competition: body })),
      [text(2), text(120)],
      [text(1), text(121)],
    ],
    [
      'a game and a template: description',
      field('description', ZUpdateGameRequest, ZUpdateTemplateRequest, (body) => ({ competition: body })),
      ['', text(5000)],
      [text(5001)],
    ],
  ];

  it.each(cases)('%s', (_, pair, valid, invalid) => {
    for (const value of valid) expect(accepts(pair, value), String(value)).toEqual([true, true]);
    for (const value of invalid) expect(accepts(pair, value), String(value)).toEqual([false, false]);
  });
});
