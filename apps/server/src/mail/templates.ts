import { FALLBACK_LANGUAGE, LANGUAGES, type TLanguage } from '@rally/contracts/constants';
import type { TMailCategory } from '@rally/contracts/mail-preferences';
import type { TMailTemplate } from '@rally/contracts/mailbox';
import de from './messages/de.json' with { type: 'json' };
import en from './messages/en.json' with { type: 'json' };
import fr from './messages/fr.json' with { type: 'json' };
import pt from './messages/pt.json' with { type: 'json' };

type Messages = typeof en;
const catalogs: Record<TLanguage, Messages> = { en, de, fr, pt };

/** Mail kinds and the values each one needs; every mail is rendered in the recipient's language. */
export type MailTemplates = {
  /** Register: the link that confirms the new company's address and activates its admin. */
  confirmEmail: { name: string; company: string; trialEnd: string; url: string };
  /** Register with an address that has an account: says so, and offers sign-in (and its reset). */
  registerTaken: { name: string; url: string };
  /** A colleague joining a game by link (`POST /game/onboarding-user`) confirms their address. */
  joinConfirm: { name: string; company: string; game: string; url: string };
  resetLink: { name: string; url: string };
  otp: { name: string; code: string };
  invite: { name: string; inviter: string; company: string; url: string };
  reminder: { name: string; inviter: string; company: string; url: string };
  /** A game's start: a sign-in link for active players, a set-password link for invited ones. */
  gameStart: { name: string; company: string; game: string; startDate: string; url: string };
  gameStartInvite: { name: string; company: string; game: string; startDate: string; url: string };
  /** A round frozen (by the job or an organiser): its winners as the game's rules show them, to every player. */
  roundResults: { name: string; game: string; round: string; winners: string; url: string };
  /** A round frozen where nobody scored: it says so instead of naming everyone as tied winners. */
  roundResultsNoPoints: { name: string; game: string; round: string; url: string };
  /** A player's reminder (ADR 0031): the games not logged today, at most one such mail a day. */
  logReminder: { name: string; games: string; url: string };
  /** The start for an invited player whose invitation link is still open: no second link, a sign-in. */
  gameStartInvited: {
    name: string;
    company: string;
    game: string;
    startDate: string;
    linkEnd: string;
    url: string;
  };
  /**
   * An organiser's Monday summary of their company's running games (`areas/digest`): `summary` is
   * its lines, already worded in the organiser's language, with game and player names as data.
   */
  weeklyDigest: { name: string; summary: string; url: string };
};
/** A kind the contracts list too (`MAIL_TEMPLATES`), so the mailbox names it: a kind left out there cannot be sent. */
export type MailTemplate = keyof MailTemplates & TMailTemplate;

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** A body of several lines (the digest) keeps its lines in HTML: escaped first, then broken. */
const paragraph = (text: string) => escapeHtml(text).replace(/\n/g, '<br>');

const fill = (text: string, vars: Record<string, string>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, k: string) => vars[k] ?? '');

/** Variables that carry text a user typed (names of people, companies, games). */
export const USER_TEXT_VARIABLES = new Set([
  'name',
  'inviter',
  'company',
  'game',
  'round',
  'winners',
  'games',
]);
/**
 * User text goes in the body only, and inert: a zero-width space after each `.`, `:`, `/` and `@`
 * keeps mail clients from turning "visit evil.example" or an address into a link, while the
 * reader sees the same text. Subjects name no variable of USER_TEXT_VARIABLES (checked by the tests).
 */
export const inert = (value: string) => value.replace(/([.:/@])/g, '$1\u200b');
const inertVars = (vars: Record<string, string>) =>
  Object.fromEntries(Object.entries(vars).map(([k, v]) => [k, USER_TEXT_VARIABLES.has(k) ? inert(v) : v]));

export function languageOf(value: string | null | undefined): TLanguage {
  return (LANGUAGES as readonly string[]).includes(value ?? '') ? (value as TLanguage) : FALLBACK_LANGUAGE;
}

/** The mail texts of a language (the digest words its lines with them). */
export const mailTexts = (language: TLanguage): Messages => catalogs[language] ?? catalogs.en;

/**
 * Renders a mail in the recipient's language. `unsubscribe` (a category mail, decision 0032) adds a
 * last line saying why they get it and the link to the page that stops it.
 */
export function renderMail<T extends MailTemplate>(
  template: T,
  language: TLanguage,
  vars: MailTemplates[T],
  unsubscribe?: { category: TMailCategory; url: string },
) {
  const m = mailTexts(language);
  const part = m[template] as { subject: string; body: string; action?: string };
  const v = inertVars(vars as Record<string, string>);
  const subject = fill(part.subject, v);
  const greeting = fill(m.greeting, v);
  const body = fill(part.body, v);
  const action = part.action ? fill(part.action, v) : undefined;
  const footer = ['resetLink', 'otp', 'confirmEmail', 'registerTaken', 'joinConfirm'].includes(template)
    ? m.ignore
    : '';
  const text = [
    greeting,
    '',
    body,
    ...(action && v.url ? ['', `${action}: ${v.url}`] : []),
    '',
    footer,
    m.signature,
    ...(unsubscribe
      ? ['', `${m.unsubscribe[unsubscribe.category]} ${m.unsubscribe.action}: ${unsubscribe.url}`]
      : []),
  ]
    .filter((l, i, all) => l !== '' || all[i - 1] !== '')
    .join('\n');
  const button =
    action && v.url
      ? `<p><a href="${escapeHtml(v.url)}" style="background:#228be6;color:#fff;padding:10px 16px;border-radius:6px;text-decoration:none">${escapeHtml(action)}</a></p>`
      : '';
  const html = `<!doctype html><html lang="${language}"><body style="font-family:system-ui,sans-serif;color:#212529">
<p>${escapeHtml(greeting)}</p><p>${paragraph(body)}</p>${button}${footer ? `<p style="color:#868e96">${escapeHtml(footer)}</p>` : ''}<p>${escapeHtml(m.signature)}</p>${
    unsubscribe
      ? `<p style="color:#868e96;font-size:12px">${escapeHtml(m.unsubscribe[unsubscribe.category])} <a href="${escapeHtml(unsubscribe.url)}" style="color:#868e96">${escapeHtml(m.unsubscribe.action)}</a></p>`
      : ''
  }
</body></html>`;
  return { subject, text, html };
}
