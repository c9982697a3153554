import type { TAction, TSubject } from '@rally/contracts/abilities';
import { createContext, useContext } from 'react';
import type { TTranslationKey } from './i18n.ts';

export type TAccess = { action: TAction; subject: TSubject };

/** A step of the breadcrumb; `access`: what opening `to` requires (no link for those not allowed). */
export type TCrumb = { labelKey: TTranslationKey; to?: string | undefined; access?: TAccess | undefined };

/**
 * What a screen's guard, title and header read about it, derived from its description
 * (app/screen-tree.ts; spec section 2, DESIGN section 6).
 */
export type TRouteMeta = {
  titleKey: TTranslationKey;
  breadcrumb: readonly TCrumb[];
  /** 'full': no navigation around the screen (sign-in, errors); otherwise the chosen layout. */
  layout?: 'full';
  /** What the user must be allowed; read Auth (any signed-in user) when left out. */
  access?: TAccess | undefined;
  /** Open to everyone, signed in or not. */
  public?: boolean;
  /** Open only when signed out; a signed-in user is sent to their home (spec section 6). */
  loginOnly?: boolean;
};

/** Provided by the route table around each screen. */
export const RouteMetaContext = createContext<TRouteMeta | undefined>(undefined);

/** The meta of the screen being shown (title, breadcrumb, access). */
export function useRouteMeta(): TRouteMeta | undefined {
  return useContext(RouteMetaContext);
}
