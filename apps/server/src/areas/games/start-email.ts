import type { TLanguage } from '@rally/contracts/constants';
import { gameRules } from '@rally/contracts/game-lifecycle';
import type { Executor } from '../../db/client.ts';
import { conflict } from '../../lib/errors.ts';
import type { Scope } from '../../lib/scope.ts';
import type { Mailer, MailRequest } from '../../mail/outbox.ts';
import { languageOf } from '../../mail/templates.ts';
import { inviteLinksOnce } from '../auth/invite-link.ts';
import { findCompanyName, updateGame } from './queries.ts';
import { requireGame } from './service.ts';
import { claimUnmailedPlayers, countEmailedPlayers, findRecipients } from './start-email-queries.ts';

/** A day as the reader says it: "1 March 2026", "1. März 2026" ... */
const longDay = (day: string | Date, language: TLanguage) =>
  new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(
    typeof day === 'string' ? new Date(`${day}T00:00:00Z`) : day,
  );

/**
 * `POST /competition/send/start/email`: every player of an active game not e-mailed yet gets the
 * start mail in their language: a sign-in link, or a set-password link while still invited. One
 * set-password link per person: an invited player whose invitation link is still open gets no
 * second one, but a sign-in link and the day their invitation's link ends (`gameStartInvited`).
 * Players added later get theirs on the next send; no one gets it twice.
 */
export async function sendStartEmail(opts: {
  tx: Executor;
  scope: Scope;
  mailer: Mailer;
  appUrl: string;
  gameId: string;
}) {
  const { tx, appUrl } = opts;
  // Locking the game makes overlapping sends wait for each other, so the counts stay exact.
  const game = await requireGame(tx, opts.scope, opts.gameId, { forUpdate: true });
  if (game.status !== 'active') throw conflict('games.startEmailNotActive');
  if (!gameRules(game).sendStartEmail) throw conflict('games.startEmailEnded');
  const { startDate } = game;
  if (!startDate) throw conflict('games.noStartDate');

  const alreadySent = await countEmailedPlayers(tx, game.id);
  const now = new Date();
  const claimed = await claimUnmailedPlayers(tx, game.id, now);
  const company = (await findCompanyName(tx, opts.scope, game.companyId)) ?? '';
  const recipients = claimed.length
    ? await findRecipients(
        tx,
        claimed.map((c) => c.userId),
      )
    : [];
  const invited = recipients.filter((user) => user.invited);
  const { links, openEnds: openLinkEnds } = await inviteLinksOnce(tx, invited, appUrl, now);
  const mails = recipients.map((user): MailRequest<'gameStart' | 'gameStartInvite' | 'gameStartInvited'> => {
    const language = languageOf(user.language);
    const vars = {
      name: user.fullName,
      company,
      game: game.name,
      startDate: longDay(startDate, language),
      url: links.get(user.id) ?? `${appUrl}/login`,
    };
    const linkEnd = openLinkEnds.get(user.id);
    return {
      companyId: game.companyId,
      to: user.email,
      language,
      dedupeKey: `start:${game.id}:${user.id}`,
      ...(linkEnd
        ? { template: 'gameStartInvited' as const, vars: { ...vars, linkEnd: longDay(linkEnd, language) } }
        : user.invited
          ? // Carries the link that activates the account: account mail, it always goes.
            { template: 'gameStartInvite' as const, vars }
          : // A game's news to an active player: one they may stop (decision 0032).
            {
              template: 'gameStart' as const,
              vars,
              optOut: { userId: user.id, category: 'notices' as const },
            }),
    };
  });
  await opts.mailer.enqueueMany(tx, mails, { bulk: true });
  if (recipients.length > 0 && !game.startEmailSentAt)
    await updateGame(tx, game.id, { startEmailSentAt: now });
  return { sent: recipients.length, alreadySent };
}
