import type { TUploadJob } from '@rally/contracts/uploads';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockApi, renderApp, signInAs, userOf } from '../../../test/render.tsx';

const done: TUploadJob = {
  id: 'job-1',
  status: 'done',
  fileName: 'people.csv',
  total: 4,
  processed: 4,
  summary: { created: 1, updated: 1, skipped: 1, failed: 1 },
  rows: [
    { row: 2, email: 'ana@example.com', status: 'created' },
    { row: 3, email: 'bo@example.com', status: 'updated' },
    { row: 4, email: 'cy@example.com', status: 'skipped', reason: 'No changes' },
    { row: 5, email: 'not-an-address', status: 'failed', reason: 'email: is not a valid e-mail address' },
  ],
  createdAt: '2026-01-05T10:00:00.000Z',
};

function serveJob() {
  mockApi(({ path }) => {
    if (path === '/auth/me') return { body: { user: userOf('company_admin') } };
    if (path === '/user/upload/job-1') return { body: done };
    if (path.startsWith('/usernotifications')) return { body: { data: [], unread: 0 } };
    return { status: 404, body: { code: 'NOT_FOUND', message: 'none' } };
  });
}

/** Stands in for the browser's XHR: reports half the body sent, then the server's answer. */
class FakeXhr {
  static sent: FormData[] = [];
  static reply = {
    status: 202,
    body: { ...done, status: 'queued', processed: 0, rows: undefined } as unknown,
  };
  readonly upload = new EventTarget();
  private readonly events = new EventTarget();
  status = 0;
  statusText = '';
  responseText = '';
  timeout = 0;
  open() {}
  setRequestHeader() {}
  abort() {}
  addEventListener(type: string, listener: () => void) {
    this.events.addEventListener(type, listener);
  }
  send(body: FormData) {
    FakeXhr.sent.push(body);
    setTimeout(() => {
      this.upload.dispatchEvent(
        Object.assign(new Event('progress'), { lengthComputable: true, loaded: 1, total: 2 }),
      );
      this.status = FakeXhr.reply.status;
      this.responseText = JSON.stringify(FakeXhr.reply.body);
      this.events.dispatchEvent(new Event('load'));
    });
  }
}

const LOADING = { timeout: 5000 };
const bodyRows = () =>
  within(screen.getByRole('table', { name: 'Rows' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent));

describe('bulk upload screen', () => {
  it('shows the summary and every row of a finished job, filterable by result', async () => {
    signInAs('company_admin');
    serveJob();
    const user = userEvent.setup();
    renderApp('/users/user-upload?job=job-1');

    await screen.findByRole('heading', { name: 'Result of people.csv' }, LOADING);
    expect(bodyRows()).toEqual([
      ['2', 'ana@example.com', 'Created', ''],
      ['3', 'bo@example.com', 'Updated', ''],
      ['4', 'cy@example.com', 'Skipped', 'No changes'],
      ['5', 'not-an-address', 'Failed', 'email: is not a valid e-mail address'],
    ]);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Show' }), 'failed');
    expect(bodyRows()).toEqual([['5', 'not-an-address', 'Failed', 'email: is not a valid e-mail address']]);
    expect(screen.getByTestId('path').textContent).toBe('/users/user-upload?job=job-1&status=failed');
  });

  it('uploads a dropped file and then shows its result', async () => {
    signInAs('company_admin');
    serveJob();
    FakeXhr.reply = { status: 202, body: { ...done, status: 'queued', processed: 0, rows: undefined } };
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const user = userEvent.setup();
    const { container } = renderApp('/users/user-upload');
    await screen.findByRole('heading', { level: 1, name: 'Bulk upload' }, LOADING);

    const input = container.querySelector<HTMLInputElement>('input[type=file]');
    await user.upload(
      input as HTMLInputElement,
      new File(['fullName,email\n'], 'people.csv', { type: 'text/csv' }),
    );

    await screen.findByRole('heading', { name: 'Result of people.csv' }, LOADING);
    expect(bodyRows()).toHaveLength(4);
    const form = FakeXhr.sent[0] as FormData;
    expect((form.get('file') as File).name).toBe('people.csv');
    // A company admin uploads into their own company: the server takes it from the session.
    expect(form.has('companyID')).toBe(false);
  });

  it('says why the server refused a whole file', async () => {
    signInAs('company_admin');
    serveJob();
    FakeXhr.reply = {
      status: 400,
      body: {
        code: 'VALIDATION',
        message: 'The header row is missing the column email.',
        details: [{ path: 'email', message: 'column missing from the header row' }],
      },
    };
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const user = userEvent.setup();
    const { container } = renderApp('/users/user-upload');
    await screen.findByRole('heading', { level: 1, name: 'Bulk upload' }, LOADING);

    const input = container.querySelector<HTMLInputElement>('input[type=file]');
    await user.upload(input as HTMLInputElement, new File(['name\n'], 'people.csv', { type: 'text/csv' }));

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The file cannot be used');
    expect(alert.textContent).toContain('The header row is missing the column email.');
  });
});
