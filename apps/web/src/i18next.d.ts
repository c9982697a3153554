import type accessControl from './locales/en/access-control.json';
import type activities from './locales/en/activities.json';
import type auth from './locales/en/auth.json';
import type badges from './locales/en/badges.json';
import type charities from './locales/en/charities.json';
import type chatPosts from './locales/en/chat-posts.json';
import type common from './locales/en/common.json';
import type companies from './locales/en/companies.json';
import type dashboard from './locales/en/dashboard.json';
import type faq from './locales/en/faq.json';
import type feed from './locales/en/feed.json';
import type gameContent from './locales/en/game-content.json';
import type games from './locales/en/games.json';
import type kpiActuals from './locales/en/kpi-actuals.json';
import type kpis from './locales/en/kpis.json';
import type logs from './locales/en/logs.json';
import type mailbox from './locales/en/mailbox.json';
import type media from './locales/en/media.json';
import type misc from './locales/en/misc.json';
import type notifications from './locales/en/notifications.json';
import type onboarding from './locales/en/onboarding.json';
import type plans from './locales/en/plans.json';
import type play from './locales/en/play.json';
import type profile from './locales/en/profile.json';
import type progress from './locales/en/progress.json';
import type publicPages from './locales/en/public.json';
import type reminders from './locales/en/reminders.json';
import type reports from './locales/en/reports.json';
import type salesLeads from './locales/en/sales-leads.json';
import type scim from './locales/en/scim.json';
import type scores from './locales/en/scores.json';
import type setTimes from './locales/en/set-times.json';
import type sso from './locales/en/sso.json';
import type teams from './locales/en/teams.json';
import type templates from './locales/en/templates.json';
import type uploads from './locales/en/uploads.json';
import type users from './locales/en/users.json';
import type webhooks from './locales/en/webhooks.json';
import type messages from './locales/english-messages.ts';

// Translation keys are checked at compile time against the English files (the reference language).
// This is the one list of namespaces: the app reads them from the files (lib/i18n.ts), and
// i18n-namespaces.test.ts holds the two together.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      common: typeof common;
      auth: typeof auth;
      badges: typeof badges;
      misc: typeof misc;
      'access-control': typeof accessControl;
      dashboard: typeof dashboard;
      mailbox: typeof mailbox;
      profile: typeof profile;
      progress: typeof progress;
      reminders: typeof reminders;
      notifications: typeof notifications;
      faq: typeof faq;
      feed: typeof feed;
      uploads: typeof uploads;
      companies: typeof companies;
      users: typeof users;
      teams: typeof teams;
      templates: typeof templates;
      activities: typeof activities;
      kpis: typeof kpis;
      'kpi-actuals': typeof kpiActuals;
      charities: typeof charities;
      'game-content': typeof gameContent;
      games: typeof games;
      media: typeof media;
      messages: typeof messages;
      logs: typeof logs;
      scores: typeof scores;
      play: typeof play;
      public: typeof publicPages;
      reports: typeof reports;
      'set-times': typeof setTimes;
      onboarding: typeof onboarding;
      plans: typeof plans;
      'sales-leads': typeof salesLeads;
      webhooks: typeof webhooks;
      sso: typeof sso;
      scim: typeof scim;
      'chat-posts': typeof chatPosts;
    };
  }
}
