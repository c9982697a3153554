/**
 * The questions of the FAQ by section, in reading order. The words are in `locales/<lng>/faq.json`
 * (`questions.<id>.q` and `.a`); an id missing there fails type checking.
 */
export const FAQ_SECTIONS = {
  account: ['signIn', 'invited', 'forgotPassword', 'changePassword', 'signOutEverywhere'],
  roles: ['roles', 'notAllowed', 'changeRole'],
  users: ['invite', 'bulkUpload', 'bulkLimits', 'bulkReupload', 'bulkFailed'],
  settings: ['language', 'settingsFollow', 'emailPreferences', 'bell'],
  games: ['gameParts', 'points', 'pending', 'whenToLog'],
  leaderboards: ['privacy', 'leaderboardNames', 'ties'],
  email: ['notArriving', 'wrongLanguage'],
} as const;

export type TFaqSection = keyof typeof FAQ_SECTIONS;
export type TFaqQuestion = (typeof FAQ_SECTIONS)[TFaqSection][number];

export const faqSections = Object.entries(FAQ_SECTIONS) as [TFaqSection, readonly TFaqQuestion[]][];
