import { PasswordInput as MantinePasswordInput, type PasswordInputProps } from '@mantine/core';
import { useDisclosure, useId } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';

/**
 * Mantine's password input with a show/hide button that says what it does and is reachable by
 * keyboard. `autoComplete` tells password managers whether this is the current or a new password.
 */
export function PasswordInput(
  props: PasswordInputProps & { autoComplete: 'current-password' | 'new-password' },
) {
  const { t } = useTranslation();
  const [visible, { toggle }] = useDisclosure(false);
  // Mantine leaves the inner input without aria-invalid and aria-describedby: screen readers would
  // not hear the error or the description. Its ids are derived from the input's id.
  const id = useId(props.id);
  const describedBy = [props.description && `${id}-description`, props.error && `${id}-error`];
  const describedByIds = describedBy.filter(Boolean).join(' ');
  return (
    <MantinePasswordInput
      {...props}
      id={id}
      aria-invalid={props.error ? true : undefined}
      aria-describedby={describedByIds || undefined}
      visible={visible}
      onVisibilityChange={toggle}
      visibilityToggleFocusable
      visibilityToggleButtonProps={{
        'aria-label': visible ? t('password.hide') : t('password.show'),
        'aria-pressed': visible,
      }}
    />
  );
}
