import { Alert, Anchor, List, Text } from '@mantine/core';
import type { TGameDetail } from '@rally/contracts/games';
import { IconAlertTriangle, IconBulb, IconCircleCheck } from '@tabler/icons-react';
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

type TProblem = TGameDetail['problems'][number];

/**
 * What activation still needs, in the reader's language (the server's message, translated from its
 * code), each linked to the step of the set-up where it is fixed; then what the game can start
 * without but organisers usually want (rounds, a quiz, approvals, empty teams, KPI targets).
 */
export function GameProblems({ game, withLinks }: Props) {
  // The server's messages come with this screen's own words (suspends until both are loaded).
  const { t } = useTranslation(['games', 'messages']);
  if (game.status !== 'draft') return null;
  const advice = game.advice.length > 0 && (
    <Alert
      color="blue"
      variant="light"
      icon={<IconBulb aria-hidden />}
      title={t('problems.adviceTitle')}
      data-testid="game-advice"
    >
      <ProblemList game={game} problems={game.advice} withLinks={withLinks} />
    </Alert>
  );
  if (game.problems.length === 0) {
    return (
      <>
        <Alert
          color="teal"
          variant="light"
          icon={<IconCircleCheck aria-hidden />}
          title={t('problems.noneTitle')}
        >
          {t('problems.none')}
        </Alert>
        {advice}
      </>
    );
  }
  return (
    <>
      <Alert
        color="yellow"
        variant="light"
        icon={<IconAlertTriangle aria-hidden />}
        title={t('problems.title')}
      >
        <ProblemList game={game} problems={game.problems} withLinks={withLinks} />
      </Alert>
      {advice}
    </>
  );
}

function ProblemList({ game, problems, withLinks }: Props & { problems: TProblem[] }) {
  const { t } = useTranslation(['games', 'messages']);
  const linkOf = (code: string) => {
    const step = stepOfProblem(code);
    return step && { to: paths.games.configure.href(game.id, step), label: t(`steps.${step}.label`) };
  };
  return (
    <List size="sm" spacing={4}>
      {problems.map((problem) => {
        const link = withLinks ? linkOf(problem.code) : undefined;
        return (
          <List.Item key={problem.code}>
            <Text span size="sm">
              {messageText(t, problem)}
            </Text>
            {link && (
              <>
                {' '}
                <Anchor
                  component={Link}
                  to={link.to}
                  size="sm"
                  fw={600}
                  // Body-coloured and underlined: the primary blue is too faint on a coloured alert.
                  c="var(--mantine-color-text)"
                  underline="always"
                >
                  {t('problems.fix', { step: link.label })}
                </Anchor>
              </>
            )}
          </List.Item>
        );
      })}
    </List>
  );
}
