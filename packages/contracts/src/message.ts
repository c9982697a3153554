// zod/mini: error responses are parsed with ZMessage on every screen, /login included (see auth.ts).
import { z } from 'zod/mini';

/**
 * The shape of a message on the wire. Apart from the texts (messages.ts) so that the web app, which
 * parses messages on every screen, does not carry the server's English texts in its first chunk: it
 * loads them with the English translations (lib/i18n.ts).
 */
export type TMessageParams = Record<string, string | number>;

/** A message as the server sends it: the code to translate, its params, and the English text. */
export const ZMessage = z.object({
  messageCode: z.string(),
  params: z.optional(z.record(z.string(), z.union([z.string(), z.number()]))),
  message: z.string(),
});
export type TMessage = z.infer<typeof ZMessage>;
