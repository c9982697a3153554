import { Button, Group, Stack } from '@mantine/core';
import type { FormEventHandler, ReactNode } from 'react';
import { ErrorAlert } from './error-alert.tsx';
import { LoadingButton } from './loading-button.tsx';

type Props = {
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The failed save (or load), shown above the fields. */
  error: unknown;
  pending: boolean;
  submitLabel: string;
  /** A cancel button before the submit button. */
  cancel?: { label: string; onClick: () => void } | undefined;
  /** More buttons before the submit button (delete). */
  secondary?: ReactNode;
  /** Given, the fields sit in a fieldset: while true they show, and nothing can be changed. */
  disabled?: boolean | undefined;
  /** The fields. */
  children: ReactNode;
};

/** A form's buttons at its end: cancel, the secondary ones, then submit. */
export function FormButtons({
  cancel,
  secondary,
  pending,
  submitLabel,
}: Pick<Props, 'cancel' | 'secondary' | 'pending' | 'submitLabel'>) {
  return (
    <Group justify="flex-end" gap="sm">
      {cancel && (
        <Button variant="default" onClick={cancel.onClick}>
          {cancel.label}
        </Button>
      )}
      {secondary}
      <LoadingButton type="submit" loading={pending}>
        {submitLabel}
      </LoadingButton>
    </Group>
  );
}

const BARE = { border: 0, padding: 0, margin: 0, minWidth: 0 };

/** The frame of a form that saves one record: the error, the fields, then cancel and submit. */
export function FormFrame({
  onSubmit,
  error,
  pending,
  submitLabel,
  cancel,
  secondary,
  disabled,
  children,
}: Props) {
  const body = (
    <Stack gap="md">
      <ErrorAlert error={error} />
      {children}
      <FormButtons cancel={cancel} secondary={secondary} pending={pending} submitLabel={submitLabel} />
    </Stack>
  );
  return (
    <form noValidate onSubmit={onSubmit}>
      {disabled === undefined ? (
        body
      ) : (
        <fieldset disabled={disabled} style={BARE}>
          {body}
        </fieldset>
      )}
    </form>
  );
}
