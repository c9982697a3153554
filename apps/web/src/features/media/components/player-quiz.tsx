import { Alert, Anchor, Card, Checkbox, Group, Image, List, Radio, Stack, Text, Title } from '@mantine/core';
import type { TPlayerQuestion } from '@rally/contracts/media';
import { IconCircleCheck, IconCircleX } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { LoadingButton } from '../../../components/loading-button.tsx';
import { announce } from '../../../lib/announce.ts';
import { focusWhenReady } from '../../../lib/focus.ts';
import { useAnswerQuestion, usePlayerQuiz } from '../api/media-api.ts';
import { MediaPreview } from './media-preview.tsx';

type Props = { gameId: string; onAnswered: () => void };

/**
 * The quiz on a player's home: the game's media with their questions. Each question is answered
 * once; the answer comes back with the correct options and the points, said and shown, and the
 * player's score and boards refresh.
 */
export function PlayerQuiz({ gameId, onAnswered }: Props) {
  const { t } = useTranslation('media');
  const quiz = usePlayerQuiz(gameId);
  if (quiz.data === undefined || quiz.data.media.length === 0) {
    return quiz.isError && quiz.data === undefined ? <ErrorAlert error={quiz.error} /> : null;
  }
  const questions = quiz.data.media.flatMap((m) => m.questions);
  const answered = questions.filter((q) => q.answer).length;
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="quiz-title">
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={2} size="h3" id="quiz-title">
            {t('play.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('play.progress', { answered, count: questions.length })}
          </Text>
        </Group>
        {quiz.data.media.map((item) => (
          <Stack key={item.mediaID} gap="sm" component="article" aria-label={item.header}>
            <Text fw={700}>{item.header}</Text>
            {item.kind === 'image' && item.thumbnailUrl ? (
              <Anchor
                href={item.fileUrl}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={t('play.openImage', { header: item.header })}
              >
                <Image src={item.thumbnailUrl} alt={item.header} maw={320} radius="sm" />
              </Anchor>
            ) : (
              <MediaPreview item={item} maxHeight={240} />
            )}
            {item.description && (
              <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                {item.description}
              </Text>
            )}
            {item.questions.map((question) => (
              <QuestionCard
                key={question.questionID}
                gameId={gameId}
                question={question}
                canAnswer={quiz.data.canAnswer}
                onAnswered={onAnswered}
              />
            ))}
          </Stack>
        ))}
      </Stack>
    </Card>
  );
}

function QuestionCard({
  gameId,
  question,
  canAnswer,
  onAnswered,
}: {
  gameId: string;
  question: TPlayerQuestion;
  canAnswer: boolean;
  onAnswered: () => void;
}) {
  const { t } = useTranslation('media');
  const answer = useAnswerQuestion(gameId);
  const [chosen, setChosen] = useState<string[]>([]);
  const [missing, setMissing] = useState(false);
  const given = question.answer;
  const legendId = `question-${question.questionID}`;
  const resultId = `${legendId}-result`;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (chosen.length === 0) {
      setMissing(true);
      announce(t('play.chooseFirst'), { urgent: true });
      return;
    }
    answer.mutate(
      { questionID: question.questionID, optionIds: chosen },
      {
        onSuccess: (result) => {
          announce(result.correct ? t('play.correct', { count: result.points }) : t('play.wrong'));
          onAnswered();
          // The form gives way to the result: focus goes there, not back to the top of the page.
          focusWhenReady(() => document.getElementById(resultId));
        },
      },
    );
  };

  const optionLabel = (id: string, text: string) => {
    if (!given) return text;
    const right = given.correctOptionIds.includes(id);
    const picked = given.optionIds.includes(id);
    return (
      <Group gap={6} wrap="nowrap" component="span">
        {right ? (
          <IconCircleCheck size={16} color="var(--mantine-color-green-text)" aria-hidden />
        ) : picked ? (
          <IconCircleX size={16} color="var(--mantine-color-red-text)" aria-hidden />
        ) : null}
        <span>
          {text}
          {right ? ` (${t('play.rightOption')})` : picked ? ` (${t('play.yourWrongOption')})` : ''}
        </span>
      </Group>
    );
  };

  const options = question.options;
  const locked = !canAnswer;
  const picked = chosen;
  const error = missing ? t('play.chooseFirst') : undefined;

  if (given) {
    // Answered: the result in plain text, each option marked, nothing left to change.
    return (
      <Card withBorder padding="md" component="article" aria-labelledby={resultId}>
        <Stack gap="sm">
          <Stack gap={2}>
            <Text fw={600} id={resultId} tabIndex={-1}>
              {question.text}
            </Text>
            <Text size="sm" c="dimmed">
              {t(question.kind === 'single' ? 'play.pointsSingle' : 'play.pointsMultiple', {
                count: question.points,
              })}
            </Text>
          </Stack>
          <List spacing={4} listStyleType="none">
            {options.map((o) => (
              <List.Item key={o.id}>{optionLabel(o.id, o.text)}</List.Item>
            ))}
          </List>
          <Alert
            color={given.correct ? 'green' : 'gray'}
            variant="light"
            icon={given.correct ? <IconCircleCheck aria-hidden /> : <IconCircleX aria-hidden />}
          >
            {given.correct ? t('play.correct', { count: given.points }) : t('play.wrong')}
          </Alert>
        </Stack>
      </Card>
    );
  }

  return (
    <form onSubmit={submit} noValidate>
      <Card withBorder padding="md">
        <Stack gap="sm">
          {question.kind === 'single' ? (
            <Radio.Group
              id={legendId}
              label={question.text}
              description={t('play.pointsSingle', { count: question.points })}
              value={picked[0] ?? null}
              onChange={(value) => {
                setChosen([value]);
                setMissing(false);
              }}
              error={error}
            >
              <Stack gap={6} mt="xs">
                {options.map((o) => (
                  <Radio key={o.id} value={o.id} label={optionLabel(o.id, o.text)} disabled={locked} />
                ))}
              </Stack>
            </Radio.Group>
          ) : (
            <Checkbox.Group
              id={legendId}
              label={question.text}
              description={t('play.pointsMultiple', { count: question.points })}
              value={picked}
              onChange={(value) => {
                setChosen(value);
                setMissing(false);
              }}
              error={error}
            >
              <Stack gap={6} mt="xs">
                {options.map((o) => (
                  <Checkbox key={o.id} value={o.id} label={optionLabel(o.id, o.text)} disabled={locked} />
                ))}
              </Stack>
            </Checkbox.Group>
          )}
          {canAnswer && (
            <Group>
              <LoadingButton type="submit" loading={answer.isPending}>
                {t('play.answer')}
              </LoadingButton>
            </Group>
          )}
          <ErrorAlert error={answer.error} />
        </Stack>
      </Card>
    </form>
  );
}
