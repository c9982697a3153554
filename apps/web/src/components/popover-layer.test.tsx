import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render.tsx';
import { POPOVER_LAYER_ID } from './popover-layer.tsx';

const LAYER = { name: 'Menus and lists' };

describe('PopoverLayer', () => {
  // Mantine renders no portals in tests (env "test"): the portal nodes are put in by hand here.
  it('is a named region only while a popover shows something in it', async () => {
    renderWithProviders(<p>Page</p>);
    await screen.findByText('Page');
    const layer = document.getElementById(POPOVER_LAYER_ID);
    if (!layer) throw new Error('no popover layer');
    // A closed menu keeps an empty portal node: no landmark for screen readers to stop at.
    const portal = document.createElement('div');
    layer.append(portal);
    await waitFor(() => expect(screen.queryByRole('region', LAYER)).toBeNull());

    const dropdown = document.createElement('div');
    portal.append(dropdown);
    expect(await screen.findByRole('region', LAYER)).toBe(layer);

    dropdown.remove();
    await waitFor(() => expect(screen.queryByRole('region', LAYER)).toBeNull());
  });
});
