import {
  ActionIcon,
  Button,
  Checkbox,
  Group,
  NumberInput,
  SegmentedControl,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { QUESTION_POINTS, type TQuestion, ZAddQuestionRequest } from '@rally/contracts/media';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { LoadingButton } from '../../../components/loading-button.tsx';
import { showServerFieldErrors, useSchemaForm } from '../../../lib/forms.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { useSaveQuestion } from '../api/media-api.ts';

const ZForm = ZAddQuestionRequest.omit({ mediaID: true });
const blank = { text: '', correct: false };

/** Adds or changes a quiz question: its text, single or multiple choice, 2–8 options marked correct or not, points. */
export function QuestionForm({
  mediaId,
  question,
  onDone,
}: {
  mediaId: string;
  question?: TQuestion;
  onDone: () => void;
}) {
  const { t } = useTranslation('media');
  const saveQuestion = useSaveQuestion(mediaId);
  const form = useSchemaForm({
    schema: ZForm,
    initialValues: {
      text: question?.text ?? '',
      kind: question?.kind ?? 'single',
      options: question?.options.map(({ text, correct }) => ({ text, correct })) ?? [
        { text: '', correct: true },
        { ...blank },
      ],
      points: question?.points ?? 10,
    },
  });
  const options = form.getValues().options ?? [];
  const single = form.getValues().kind === 'single';

  const submit = form.onSubmit((values) =>
    saveQuestion.mutate(
      { ...values, ...(question ? { questionID: question.questionID } : {}) },
      {
        onSuccess: () => {
          notifySuccess(question ? t('questions.saved') : t('questions.added'));
          onDone();
        },
        onError: (e) => showServerFieldErrors(form, e),
      },
    ),
  );

  /** In a single-choice question, marking one option correct unmarks the others. */
  const markCorrect = (index: number, correct: boolean) =>
    form.setFieldValue(
      'options',
      options.map((o, i) => ({
        ...o,
        correct: i === index ? correct : single && correct ? false : o.correct,
      })),
    );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Textarea
          label={t('questions.text')}
          withAsterisk
          autosize
          minRows={2}
          {...form.getInputProps('text')}
          key={form.key('text')}
        />
        <Stack gap={4}>
          <Text size="sm" fw={500} id="question-kind">
            {t('questions.kind')}
          </Text>
          <SegmentedControl
            aria-labelledby="question-kind"
            data={[
              { value: 'single', label: t('questions.single') },
              { value: 'multiple', label: t('questions.multiple') },
            ]}
            {...form.getInputProps('kind')}
            key={form.key('kind')}
          />
        </Stack>
        <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
          <Text component="legend" size="sm" fw={500} mb={4}>
            {t('questions.options')}
          </Text>
          <Stack gap="xs">
            {options.map((option, index) => (
              // Options have no id until saved; their place is their identity while editing.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              <Group key={index} gap="xs" wrap="nowrap" align="start">
                <TextInput
                  flex={1}
                  aria-label={t('questions.optionLabel', { number: index + 1 })}
                  {...form.getInputProps(`options.${index}.text`)}
                  key={form.key(`options.${index}.text`)}
                />
                <Checkbox
                  mt={8}
                  label={t('questions.correct')}
                  checked={option.correct}
                  onChange={(event) => markCorrect(index, event.currentTarget.checked)}
                  aria-describedby={undefined}
                />
                <ActionIcon
                  mt={4}
                  variant="subtle"
                  color="red"
                  disabled={options.length <= 2}
                  aria-label={t('questions.removeOption', { number: index + 1 })}
                  onClick={() => form.removeListItem('options', index)}
                >
                  <IconTrash size={16} aria-hidden />
                </ActionIcon>
              </Group>
            ))}
            {form.errors.options && (
              <Text size="sm" c="red" role="alert">
                {form.errors.options}
              </Text>
            )}
            <Group>
              <Button
                variant="subtle"
                size="xs"
                leftSection={<IconPlus size={14} aria-hidden />}
                disabled={options.length >= 8}
                onClick={() => form.insertListItem('options', { ...blank })}
              >
                {t('questions.addOption')}
              </Button>
            </Group>
          </Stack>
        </fieldset>
        <NumberInput
          label={t('questions.points')}
          min={QUESTION_POINTS.min}
          max={QUESTION_POINTS.max}
          w={160}
          {...form.getInputProps('points')}
          key={form.key('points')}
        />
        <ErrorAlert error={saveQuestion.error} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone}>
            {t('form.cancel')}
          </Button>
          <LoadingButton type="submit" loading={saveQuestion.isPending}>
            {question ? t('questions.save') : t('questions.add')}
          </LoadingButton>
        </Group>
      </Stack>
    </form>
  );
}
