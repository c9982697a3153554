import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render.tsx';
import { LoadingScreen } from './loading-screen.tsx';

describe('LoadingScreen', () => {
  it('is a status named "Loading" that says so in words; the spinner is only drawn', () => {
    renderWithProviders(<LoadingScreen />);
    const status = screen.getByRole('status', { name: 'Loading' });
    expect(status.textContent).toBe('Loading');
    const spinner = status.querySelector('.mantine-Loader-root');
    expect(spinner?.getAttribute('aria-hidden')).toBe('true');
    expect(spinner?.hasAttribute('aria-label')).toBe(false);
  });
});
