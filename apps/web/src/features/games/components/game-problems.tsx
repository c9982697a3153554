import { Alert, Anchor, List, Text } from '@mantine/core';
import type { TGameDetail } from '@rally/contracts/games';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { stepOfProblem } from './wizard/steps.ts';

const KNOWN = [
  'NO_NAME',
  'NO_START_DATE',
  'NO_END_DATE',
  'ENDED',
  'NO_ACTIVITY',
  'NO_BEHAVIOUR',
  'NO_TEAM',
  'NO_PLAYER',
] as const;
const isKnown = (code: string): code is (typeof KNOWN)[number] => KNOWN.some((known) => known === code);

type Props = {
  game: TGameDetail;
  /** Links each problem to the set-up step that fixes it (for those who may set the game up). */
  withLinks: boolean;
};

/**
 * What activation still needs, in the reader's language (the server's own words for a code this
 * screen does not know yet), each linked to the step of the set-up where it is fixed.
 */
export function GameProblems({ game, withLinks }: Props) {
  const { t } = useTranslation('games');
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
                {isKnown(problem.code) ? t(`problems.${problem.code}`) : problem.message}
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
