import { API_KEY_HEADER, API_SECRET_HEADER } from '@rally/contracts/constants';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { OPENING_ANSWERS } from './web-answer-routes.ts';
import type { TRoute } from './web-openings.ts';

/**
 * How long the page waits for a screen's answers (`web-answer-routes.ts`) at most: a slow answer is left to the app to ask for, rather
 * than holding back the page and its scripts.
 */
const WAIT_MS = 500;

/**
 * The answers of `route`'s screen, asked of this server's own API as the app would ask (its public
 * key pair, the visitor's address and language, so limits and words are the visitor's), as a JSON
 * data block for the page (`lib/opening-answers.ts` reads it). Only answers the API gave with 200;
 * a game that does not exist, or is not public, is left to the screen to ask for and show.
 * `<` is escaped: a name someone typed can never close the element.
 */
export async function openingAnswers(app: FastifyInstance, route: TRoute, request: FastifyRequest) {
  const paths = OPENING_ANSWERS[route.pattern]?.(route.params);
  if (!paths) return '';
  const answers = await Promise.all(
    paths.map(async (path) => {
      const timeout = new Promise<null>((resolve) => setTimeout(resolve, WAIT_MS, null).unref());
      const answer = await Promise.race([
        app.inject({
          method: 'GET',
          url: `/api${path}`,
          remoteAddress: request.ip,
          headers: {
            [API_KEY_HEADER]: app.config.publicApiKey,
            [API_SECRET_HEADER]: app.config.publicApiSecret,
            accept: 'application/json',
            ...(request.headers['accept-language']
              ? { 'accept-language': request.headers['accept-language'] }
              : {}),
          },
        }),
        timeout,
      ]);
      const json = answer?.statusCode === 200 && /json/.test(String(answer.headers['content-type']));
      return json ? `${JSON.stringify(path)}:${answer.body}` : null;
    }),
  );
  const given = answers.filter((answer) => answer !== null);
  if (given.length === 0) return '';
  const data = `{${given.join(',')}}`.replaceAll('<', '\\u003c');
  return `<script type="application/json" id="rally-answers">${data}</script>`;
}
