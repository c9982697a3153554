import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render.tsx';
import { afterPaint } from './after-paint.tsx';

type TProps = { label: string };

/** The stand-in: the same button, without what opens from it. */
const StandIn = ({ label }: TProps) => <button type="button">{label}</button>;

/** A part and its loading, held until the test lets its code arrive (or fail). */
function heldPart() {
  const opened = vi.fn();
  function Part({ label }: TProps) {
    return (
      <>
        <button type="button" data-part onClick={opened}>
          {label}
        </button>
        <ul aria-label="what opened" />
      </>
    );
  }
  const loads: { resolve: (part: ComponentType<TProps>) => void; reject: (error: Error) => void }[] = [];
  const load = vi.fn(
    () => new Promise<ComponentType<TProps>>((resolve, reject) => loads.push({ resolve, reject })),
  );
  const arrive = () => loads.at(-1)?.resolve(Part);
  const fail = () => loads.at(-1)?.reject(new Error('offline'));
  return { Component: afterPaint(load, StandIn), load, opened, arrive, fail };
}

const isPart = () => screen.getByRole('button', { name: 'Account' }).hasAttribute('data-part');

describe('a part whose code loads after the first paint', () => {
  it('shows its stand-in at once, asks for its code once painted, and takes its place when it is here', async () => {
    const { Component, load, arrive } = heldPart();
    renderWithProviders(<Component label="Account" />);
    expect(isPart()).toBe(false);
    await waitFor(() => expect(load).toHaveBeenCalledOnce());
    arrive();
    await waitFor(() => expect(isPart()).toBe(true));
  });

  it('keeps the focus on the control a keyboard user had reached when the part replaces it', async () => {
    const { Component, load, arrive } = heldPart();
    renderWithProviders(<Component label="Account" />);
    await waitFor(() => expect(load).toHaveBeenCalled());
    screen.getByRole('button', { name: 'Account' }).focus();
    arrive();
    await waitFor(() => expect(isPart()).toBe(true));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Account' }));
  });

  it('opens what a tap before the code arrived asked for, once it is here', async () => {
    const { Component, opened, arrive } = heldPart();
    renderWithProviders(<Component label="Account" />);
    await userEvent.click(screen.getByRole('button', { name: 'Account' }));
    expect(opened).not.toHaveBeenCalled();
    arrive();
    await waitFor(() => expect(opened).toHaveBeenCalledOnce());
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Account' }));
  });

  it('keeps the stand-in when the code cannot be fetched, and asks again when it is tapped', async () => {
    const { Component, load, opened, fail, arrive } = heldPart();
    renderWithProviders(<Component label="Account" />);
    await waitFor(() => expect(load).toHaveBeenCalledOnce());
    fail();
    await userEvent.click(screen.getByRole('button', { name: 'Account' }));
    expect(load).toHaveBeenCalledTimes(2);
    expect(isPart()).toBe(false);
    arrive();
    await waitFor(() => expect(opened).toHaveBeenCalledOnce());
  });
});
