import type { FastifyPluginAsync } from 'fastify';
import { activityRoutes } from './activities/routes.ts';
import { authRoutes } from './auth/routes.ts';
import { passwordSignInChecks } from './auth/service.ts';
import { followBadges } from './badges/evaluate.ts';
import { badgeRoutes } from './badges/routes.ts';
import { gameCharityRoutes } from './charities/game-routes.ts';
import { charityLedgerRoutes } from './charities/ledger-routes.ts';
import { charityRoutes } from './charities/routes.ts';
import { chatPostRoutes } from './chat-posts/routes.ts';
import { companyRoutes } from './companies/routes.ts';
import { dashboardGameRoutes } from './dashboard/game-routes.ts';
import { dashboardRoutes } from './dashboard/routes.ts';
import { digestRoutes } from './digest/routes.ts';
import { feedRoutes } from './feed/routes.ts';
import { fileRoutes } from './files/routes.ts';
import { gameAliasRoutes } from './games/game-routes.ts';
import { gameRoutes } from './games/routes.ts';
import { gameDaysChanged, gameStreakRulesChanged } from './games/service.ts';
import { followGameDays } from './kpi-actuals/follow.ts';
import { apiKeyRoutes } from './kpi-actuals/key-routes.ts';
import { kpiActualRoutes } from './kpi-actuals/routes.ts';
import { kpiRoutes } from './kpis/routes.ts';
import { targetKpiRoutes } from './kpis/target-routes.ts';
import { liveRoutes } from './live/routes.ts';
import { logRoutes } from './logs/routes.ts';
import { mailPreferenceRoutes } from './mail-preferences/routes.ts';
import { mailboxRoutes } from './mailbox/routes.ts';
import { mediaRoutes } from './media/routes.ts';
import { notificationRoutes } from './notifications/routes.ts';
import { onboardingRoutes } from './onboarding/routes.ts';
import { planRoutes } from './plans/routes.ts';
import { publicRoutes } from './public/routes.ts';
import { pushRoutes } from './push/routes.ts';
import { quizRoutes } from './quizzes/routes.ts';
import { reminderRoutes } from './reminders/routes.ts';
import { reportRoutes } from './reports/routes.ts';
import { roundFrozen } from './rounds/closing.ts';
import { roundResultRoutes } from './rounds/results-routes.ts';
import { roundRoutes } from './rounds/routes.ts';
import { salesLeadRoutes } from './sales-leads/routes.ts';
import { scimRoutes } from './scim/routes.ts';
import { leaveAllGames, rebookStreakBonus, scoresBooked } from './scores/engine.ts';
import { scoreRoutes } from './scores/routes.ts';
import { ssoRoutes } from './sso/routes.ts';
import { refusePasswordWhenSsoRequired } from './sso/service.ts';
import { streakRoutes } from './streaks/routes.ts';
import { teamRoutes } from './teams/routes.ts';
import { templateActivityRoutes } from './templates/activity-routes.ts';
import { templateCharityRoutes } from './templates/charity-routes.ts';
import { templateKpiRoutes } from './templates/kpi-routes.ts';
import { templateRoutes } from './templates/routes.ts';
import { uploadRoutes } from './uploads/routes.ts';
import { beforeUsersDeleted } from './users/manage-service.ts';
import { userRoutes } from './users/routes.ts';
import { webhookRoutes } from './webhooks/routes.ts';

/** Every area's routes, registered under `/api` in this order. */
export const areas: FastifyPluginAsync[] = [
  authRoutes,
  companyRoutes,
  userRoutes,
  uploadRoutes,
  notificationRoutes,
  pushRoutes,
  fileRoutes,
  dashboardRoutes,
  dashboardGameRoutes,
  mailboxRoutes,
  mailPreferenceRoutes,
  digestRoutes,
  gameRoutes,
  gameAliasRoutes,
  teamRoutes,
  activityRoutes,
  kpiRoutes,
  targetKpiRoutes,
  kpiActualRoutes,
  apiKeyRoutes,
  charityRoutes,
  gameCharityRoutes,
  charityLedgerRoutes,
  templateRoutes,
  templateActivityRoutes,
  templateKpiRoutes,
  templateCharityRoutes,
  logRoutes,
  feedRoutes,
  scoreRoutes,
  streakRoutes,
  roundRoutes,
  roundResultRoutes,
  reportRoutes,
  publicRoutes,
  planRoutes,
  salesLeadRoutes,
  onboardingRoutes,
  liveRoutes,
  mediaRoutes,
  quizRoutes,
  badgeRoutes,
  reminderRoutes,
  webhookRoutes,
  scimRoutes,
  chatPostRoutes,
  ssoRoutes,
];

/**
 * Work an area above adds to a write of an area below (lib/write-hook.ts): the area below runs the
 * hook in its transaction and imports none of the areas above, so imports run one way (decision
 * 0024). Added here, once, before any route runs.
 */
gameDaysChanged.add(followGameDays);
gameStreakRulesChanged.add(rebookStreakBonus);
beforeUsersDeleted.add(leaveAllGames);
scoresBooked.add(followBadges);
roundFrozen.add(followBadges);
passwordSignInChecks.add(refusePasswordWhenSsoRequired);
