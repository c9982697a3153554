import { Button, type ButtonProps } from '@mantine/core';
import type { ComponentPropsWithRef, MouseEvent } from 'react';

type TProps = ButtonProps & Omit<ComponentPropsWithRef<'button'>, keyof ButtonProps>;

/**
 * A button whose action takes a while. Mantine's `loading` disables the button, and a focused
 * button that becomes disabled drops the focus to the page's start: a keyboard user who pressed
 * "Download" or "Confirm and save" had to find their place again. Here the button only says it is
 * busy (`aria-disabled`, Mantine's loader) and ignores presses until the action ends, so the focus
 * stays where the user continues. `disabled` still disables it.
 */
export function LoadingButton({ loading, disabled, onClick, ...props }: TProps) {
  const busy = Boolean(loading) && !disabled;
  return (
    <Button
      {...props}
      loading={loading}
      disabled={disabled}
      onClick={(event: MouseEvent<HTMLButtonElement>) => {
        if (busy) event.preventDefault();
        else onClick?.(event);
      }}
      // Mantine renders `disabled` while loading: the element is drawn without it.
      renderRoot={({ disabled: _drop, ...root }) => (
        <button {...root} disabled={disabled} aria-disabled={busy || root['aria-disabled'] || undefined} />
      )}
    />
  );
}
