import type { TChatKind } from '@rally/contracts/chat-posts';

/**
 * Chat posts as each chat wants them (decision 0034): Slack Block Kit, Teams an Adaptive Card in a
 * message's attachments. Names, game and badge titles are typed by users: they are data, escaped for
 * the chat's markup before they go into our texts, so "<!channel>" or "**x**" is shown, not obeyed.
 */

/** Slack mrkdwn's control characters (Slack's "escaping text" rules): &, < and >. */
export const escapeSlack = (text: string) =>
  text.replace(/[&<>]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;' })[c] ?? c);

/**
 * Teams (Adaptive Card TextBlock markdown: emphasis, links, lists): each markup character is
 * backslash-escaped, and < > as entities so no HTML-like tag is read.
 */
export const escapeTeams = (text: string) =>
  text
    .replace(/[\\`*_~[\]()#+\-!|{}]/g, (c) => `\\${c}`)
    .replace(/[<>]/g, (c) => (c === '<' ? '&lt;' : '&gt;'));

/** Fills `{{name}}` with values escaped for the chat. */
export function fill(text: string, values: Record<string, string>, esc: (s: string) => string) {
  return text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => esc(values[key] ?? ''));
}

export type ChatPost = { title: string; text: string };

/** The request body for one post: a title and a line of text, both already escaped. */
export function chatBody(kind: TChatKind, post: ChatPost): string {
  if (kind === 'slack')
    return JSON.stringify({
      // The notification's text (phones, screen readers); the blocks are what the channel shows.
      text: post.title,
      blocks: [
        // A header is plain text: Slack shows it as is, so it is not escaped for mrkdwn.
        { type: 'header', text: { type: 'plain_text', text: post.title, emoji: true } },
        { type: 'section', text: { type: 'mrkdwn', text: post.text } },
      ],
    });
  return JSON.stringify({
    type: 'message',
    attachments: [
      {
        contentType: 'application/vnd.microsoft.card.adaptive',
        contentUrl: null,
        content: {
          $schema: 'http://adaptivecards.io/schemas/adaptive-card.json',
          type: 'AdaptiveCard',
          version: '1.4',
          body: [
            { type: 'TextBlock', text: post.title, weight: 'Bolder', size: 'Medium', wrap: true },
            { type: 'TextBlock', text: post.text, wrap: true },
          ],
        },
      },
    ],
  });
}
