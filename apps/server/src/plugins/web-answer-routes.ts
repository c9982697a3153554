/**
 * The route edge of the pages the web plugin serves (`web.ts`): per public screen's route pattern,
 * the API paths its screen opens with (its `openingData` in the app), spelled as the app's public
 * client asks for them (below the API's base, in the API's own words, as a route file spells them).
 * Nothing but the mapping: the page carries their answers (`web-answers.ts`, ADR 0019 "The page
 * carries a public screen's first answers"), so the screen draws once its code has run, without a
 * round trip more for its data.
 */
export const OPENING_ANSWERS: Record<string, (params: Record<string, string>) => string[]> = {
  '/:publicId': ({ publicId = '' }) => [`/public/games/${publicId}`, `/public/settimes/${publicId}`],
  '/leaderboard/:publicId': ({ publicId = '' }) => [
    `/public/leaderboard/${publicId}`,
    `/public/settimes/${publicId}`,
  ],
  '/onboarding-user/:id': ({ id = '' }) => [`/game/onboarding-user/${id}`],
};
