import { createMongoAbility, type MongoAbility } from '@casl/ability';
import type { TAbilityRule, TAction, TSubject } from './ability-rules.ts';

export * from './ability-rules.ts';

export type TAppAbility = MongoAbility<[TAction, TSubject]>;

export function buildAbility(rules: TAbilityRule[]): TAppAbility {
  return createMongoAbility<[TAction, TSubject]>(rules);
}
