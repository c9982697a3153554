import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render.tsx';
import { expectShown } from '../test/visible.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';

describe('ConfirmDialog', () => {
  it('is named by its title, and its title bar is no second banner landmark', async () => {
    renderWithProviders(
      <ConfirmDialog
        opened
        onClose={() => {}}
        title="Delete Dan?"
        confirmLabel="Delete"
        onConfirm={() => {}}
        danger
      >
        Dan will be gone.
      </ConfirmDialog>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Delete Dan?' });
    expect(within(dialog).queryByRole('banner')).toBeNull();
    expect(dialog.querySelector('header')).toBeNull();
    expectShown(within(dialog).getByRole('button', { name: 'Delete' }));
  });
});
