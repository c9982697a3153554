import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { companyOf } from '../../../test/company-fixtures.ts';
import { meOf, renderApp, serveForm, signInAs } from '../../../test/render.tsx';
import { expectShown } from '../../../test/visible.ts';

const ACME = '00000000-0000-4000-8000-000000000001';
const acme = companyOf({ id: ACME });

/** The company calls; `reply` answers writes, everything sent is recorded. */
const serve = (role: 'admin' | 'company_admin', reply: Parameters<typeof serveForm>[2]) =>
  serveForm(meOf(role, { companyId: ACME }), { [`/companies/${ACME}`]: acme }, reply);

// The first test of a file loads the shell and the screen's code lazily: seconds on a busy machine.
const LOADING = { timeout: 15_000 };
const SLOW = { timeout: 30_000 };

describe('CompanyConfigurationPage', SLOW, () => {
  it('explains what is wrong before anything is sent', async () => {
    signInAs('admin');
    const sent = serve('admin', () => ({ status: 500 }));
    renderApp('/companies/company-configuration');
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Create company' }, LOADING));
    expectShown(screen.getByText('This field is required.'));

    await user.type(screen.getByLabelText(/Company name/), 'A');
    await user.click(screen.getByRole('button', { name: 'Create company' }));
    expectShown(screen.getByText('Use at least 2 characters.'));
    expect(sent).toEqual([]);
  });

  it('shows a field the server refused on that field', async () => {
    signInAs('admin');
    const sent = serve('admin', () => ({
      status: 400,
      body: {
        code: 'VALIDATION',
        messageCode: 'validation.fields',
        params: { fields: 'name' },
        message: 'Check these fields: name.',
        details: [{ path: 'name', messageCode: 'companies.noSuchCompany', message: 'server words' }],
      },
    }));
    renderApp('/companies/company-configuration');
    const user = userEvent.setup();

    await user.type(await screen.findByLabelText(/Company name/, {}, LOADING), '  Globex ');
    await user.click(screen.getByRole('button', { name: 'Create company' }));

    const name = screen.getByLabelText(/Company name/);
    await waitFor(() => expect(name.getAttribute('aria-invalid')).toBe('true'));
    // Shown from its code in the reader's language, not the server's English.
    expectShown(screen.getByText('No such company.'));
    expect(sent[0]).toMatchObject({
      method: 'POST',
      path: '/companies',
      body: { name: 'Globex', plan: 'basic', stage: 'trial', language: 'en' },
    });
  });

  it('lets a company admin change only the name, language and time zone of their company', async () => {
    signInAs('company_admin', { companyId: ACME });
    const sent = serve('company_admin', () => ({ body: { ...acme, name: 'Acme Group' } }));
    renderApp(`/companies/company-configuration/${ACME}`);
    const user = userEvent.setup();

    const name = await screen.findByLabelText(/Company name/, {}, LOADING);
    expect(screen.queryByLabelText(/Plan/)).toBeNull();
    expect(screen.queryByLabelText(/Stage/)).toBeNull();
    await user.clear(name);
    await user.type(name, 'Acme Group');
    // The company's own zone is shown; the organiser moves it to Lisbon.
    const zone = screen.getByRole('combobox', { name: /^Time zone/ });
    expect(zone).toHaveProperty('value', expect.stringMatching(/^Europe\/Berlin \(UTC\+0[12]:00\)$/));
    await user.clear(zone);
    await user.type(zone, 'Lisbon');
    await user.click(await screen.findByRole('option', { name: /^Europe\/Lisbon/ }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    await waitFor(() =>
      expect(screen.getByTestId('path').textContent).toBe(`/companies/company-view/${ACME}`),
    );
    expect(sent).toEqual([
      expect.objectContaining({
        method: 'PUT',
        body: { name: 'Acme Group', language: 'en', timezone: 'Europe/Lisbon' },
      }),
    ]);
  });
});
