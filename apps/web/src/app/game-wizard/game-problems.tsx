import { Alert, Anchor, List, Text } from '@mantine/core';
import type { TGameDetail } from '@rally/contracts/games';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { messageText } from '../../lib/messages.ts';
import { paths } from '../../lib/paths.ts';
import { stepOfProblem } from './steps.ts';

type Props = {
  game: TGameDetail;
  /** Links each problem to the set-up step that fixes it (for those who may set the game up). */
  withLinks: boolean;
};

/**
 * What activation still needs, in the reader's language (the server's message, translated from its
 * code), each linked to the step of the set-up where it is fixed.
 */
export function GameProblems({ game, withLinks }: Props) {
  // The server's messages come with this screen's own words (suspends until both are loaded).
  const { t } = useTranslation(['games', 'messages']);
  if (game.status !== 'draft') return null;
  if (game.problems.length === 0) {
    return (
      <Alert
        color="teal"
        variant="light"
        icon={<IconCircleCheck aria-hidden />}
        title={t('problems.noneTitle')}
      >
        {t('problems.none')}
      </Alert>
    );
  }
  return (
    <Alert
      color="yellow"
      variant="light"
      icon={<IconAlertTriangle aria-hidden />}
      title={t('problems.title')}
    >
      <List size="sm" spacing={4}>
        {game.problems.map((problem) => {
          const step = stepOfProblem(problem.code);
          return (
            <List.Item key={problem.code}>
              <Text span size="sm">
                {messageText(t, problem)}
              </Text>
              {withLinks && step && (
                <>
                  {' '}
                  <Anchor
                    component={Link}
                    to={paths.games.configure.href(game.id, step)}
                    size="sm"
                    fw={600}
                    // Body-coloured and underlined: the primary blue is too faint on the yellow alert.
                    c="var(--mantine-color-text)"
                    underline="always"
                  >
                    {t('problems.fix', { step: t(`steps.${step}.label`) })}
                  </Anchor>
                </>
              )}
            </List.Item>
          );
        })}
      </List>
    </Alert>
  );
}
