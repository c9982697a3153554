import { Alert, MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ErrorAlert } from '../components/error-alert.tsx';
import { theme } from './theme.ts';

describe('alerts under the app theme', () => {
  it('static help is a note, not read out as it is drawn; an error is still an alert', () => {
    render(
      <MantineProvider theme={theme}>
        <Alert title="Correct">You earned 10 points.</Alert>
        <ErrorAlert error={new Error('Saving failed')} />
      </MantineProvider>,
    );
    expect(screen.getByRole('note').textContent).toContain('You earned 10 points.');
    expect(screen.getAllByRole('alert')).toHaveLength(1);
  });
});
