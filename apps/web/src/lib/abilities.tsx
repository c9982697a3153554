import { type CanProps, Can as CaslCan, useAbility } from '@casl/react';
import { buildAbility, type TAppAbility } from '@rally/contracts/abilities';
import { getSession, subscribeSession } from './session.ts';

/**
 * One ability for the app, built from the stored user's rules and updated whenever the session
 * changes. It only hides what the server would refuse; the server stays the authority.
 */
export const ability: TAppAbility = buildAbility(getSession()?.user.abilities ?? []);

subscribeSession(() => {
  ability.update(getSession()?.user.abilities ?? []);
});

export function useAppAbility() {
  return useAbility<TAppAbility>();
}

export function Can(props: CanProps<TAppAbility>) {
  return <CaslCan {...props} />;
}
