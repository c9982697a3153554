import { Badge, Button, Card, Group, List, Modal, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import type { TQuestion } from '@rally/contracts/media';
import { IconCheck, IconPencil, IconPlus, IconTrash, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { LoadingScreen } from '../../../components/loading-screen.tsx';
import { notifySuccess } from '../../../lib/notify.ts';
import { useDeleteQuestion, useQuestions } from '../api/media-api.ts';
import { QuestionForm } from './question-form.tsx';

/** The quiz questions on a media item; its company's organisers add, change and delete them. */
export function QuestionList({ mediaId, editable }: { mediaId: string; editable: boolean }) {
  const { t } = useTranslation('media');
  const questions = useQuestions(mediaId);
  const remove = useDeleteQuestion();
  const [editing, setEditing] = useState<{ question?: TQuestion } | null>(null);
  const [deleting, setDeleting] = useState<TQuestion | null>(null);

  return (
    <Stack gap="sm" component="section" aria-labelledby="questions-heading">
      <Group justify="space-between">
        <Title order={2} size="h3" id="questions-heading">
          {t('questions.title')}
        </Title>
        {editable && (
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing({})}>
            {t('questions.add')}
          </Button>
        )}
      </Group>
      {questions.isPending ? (
        <LoadingScreen />
      ) : questions.isError ? (
        <ErrorAlert error={questions.error} />
      ) : questions.data.length === 0 ? (
        <Text c="dimmed">{t('questions.empty')}</Text>
      ) : (
        questions.data.map((question, index) => (
          <Card
            key={question.questionID}
            withBorder
            padding="md"
            component="article"
            aria-label={t('questions.number', { number: index + 1 })}
          >
            <Stack gap="xs">
              <Group justify="space-between" align="start" wrap="nowrap">
                <Text fw={600}>{question.text}</Text>
                <Group gap={6} wrap="nowrap">
                  <Badge variant="light">{t(`questions.${question.kind}`)}</Badge>
                  <Badge variant="outline">{t('questions.pointsBadge', { count: question.points })}</Badge>
                </Group>
              </Group>
              <List spacing={4} size="sm" listStyleType="none">
                {question.options.map((option) => (
                  <List.Item
                    key={option.id}
                    icon={
                      option.correct ? (
                        <IconCheck size={16} color="var(--mantine-color-green-text)" aria-hidden />
                      ) : (
                        <IconX size={16} color="var(--mantine-color-dimmed)" aria-hidden />
                      )
                    }
                  >
                    {option.text}
                    <VisuallyHidden>
                      {' '}
                      ({option.correct ? t('questions.isCorrect') : t('questions.isWrong')})
                    </VisuallyHidden>
                  </List.Item>
                ))}
              </List>
              <Text size="xs" c="dimmed">
                {t('questions.answers', { count: question.answerCount })}
              </Text>
              {editable && (
                <Group gap="xs">
                  <Button
                    size="xs"
                    variant="default"
                    leftSection={<IconPencil size={14} aria-hidden />}
                    onClick={() => setEditing({ question })}
                  >
                    {t('questions.edit')}
                  </Button>
                  <Button
                    size="xs"
                    variant="subtle"
                    color="red"
                    leftSection={<IconTrash size={14} aria-hidden />}
                    onClick={() => setDeleting(question)}
                  >
                    {t('questions.delete')}
                  </Button>
                </Group>
              )}
            </Stack>
          </Card>
        ))
      )}
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing?.question ? t('questions.editTitle') : t('questions.addTitle')}
        size="lg"
        closeButtonProps={{ 'aria-label': t('form.cancel') }}
      >
        {editing && (
          <QuestionForm mediaId={mediaId} question={editing.question} onDone={() => setEditing(null)} />
        )}
      </Modal>
      <ConfirmDialog
        opened={deleting !== null}
        onClose={() => {
          remove.reset();
          setDeleting(null);
        }}
        title={t('questions.deleteTitle')}
        confirmLabel={t('questions.delete')}
        danger
        loading={remove.isPending}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.questionID, {
            onSuccess: () => {
              notifySuccess(t('questions.deleted'));
              setDeleting(null);
            },
          })
        }
      >
        <Text>{t('questions.deleteText', { text: deleting?.text ?? '' })}</Text>
        <ErrorAlert error={remove.error} />
      </ConfirmDialog>
    </Stack>
  );
}
