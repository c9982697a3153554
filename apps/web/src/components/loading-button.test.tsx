import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { LoadingButton } from './loading-button.tsx';

/** A button whose action runs until the test ends it, as a download or a save does. */
function Saving() {
  const [busy, setBusy] = useState(false);
  const [presses, setPresses] = useState(0);
  return (
    <MantineProvider>
      <LoadingButton
        loading={busy}
        onClick={() => {
          setPresses((n) => n + 1);
          setBusy(true);
        }}
      >
        Save
      </LoadingButton>
      <output>{presses}</output>
      <button type="button" onClick={() => setBusy(false)}>
        Finish
      </button>
    </MantineProvider>
  );
}

describe('a loading button', () => {
  it('keeps the focus while busy, says so, and ignores presses until its action ends', async () => {
    const user = userEvent.setup();
    render(<Saving />);
    const save = screen.getByRole('button', { name: 'Save' });
    save.focus();
    await user.keyboard('{Enter}');

    expect(save.getAttribute('aria-disabled')).toBe('true');
    expect((save as HTMLButtonElement).disabled).toBe(false);
    expect(document.activeElement).toBe(save);
    await user.keyboard('{Enter}');
    await user.click(save);
    expect(screen.getByRole('status').textContent).toBe('1');

    await user.click(screen.getByRole('button', { name: 'Finish' }));
    expect(save.hasAttribute('aria-disabled')).toBe(false);
    await user.click(save);
    expect(screen.getByRole('status').textContent).toBe('2');
  });

  it('is disabled when told so', () => {
    render(
      <MantineProvider>
        <LoadingButton disabled>Save</LoadingButton>
      </MantineProvider>,
    );
    expect((screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
