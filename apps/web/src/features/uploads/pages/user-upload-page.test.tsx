import type { TUploadJob } from '@rally/contracts/uploads';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { saveFile } from '../../../lib/save-file.ts';
import { GAME_ID, gameOf } from '../../../test/game-fixtures.ts';
import { meOf, mockApi, NOT_FOUND_REPLY, renderApp, signInAs } from '../../../test/render.tsx';

vi.mock('../../../lib/save-file.ts', () => ({ saveFile: vi.fn() }));

const done: TUploadJob = {
  id: 'job-1',
  companyId: 'company-1',
  status: 'done',
  fileName: 'people.csv',
  total: 4,
  processed: 4,
  summary: { created: 1, updated: 1, skipped: 1, failed: 1 },
  rows: [
    { row: 2, email: 'ana@example.com', status: 'created' },
    { row: 3, email: 'bo@example.com', status: 'updated' },
    {
      row: 4,
      email: 'cy@example.com',
      status: 'skipped',
      reasons: [reason('upload.noChanges', 'No changes.')],
    },
    {
      row: 5,
      email: 'not-an-address',
      status: 'failed',
      reasons: [reason('upload.emailInvalid', 'The e-mail is not a valid e-mail address.')],
    },
  ],
  createdAt: '2026-01-05T10:00:00.000Z',
};

const previewed: TUploadJob = {
  ...done,
  status: 'preview',
  processed: 0,
  summary: { created: 0, updated: 0, skipped: 0, failed: 0 },
  rows: undefined,
  preview: {
    counts: { create: 1, update: 2, unchanged: 0, refuse: 1 },
    expiresAt: '2026-01-06T10:00:00.000Z',
    rows: [
      { row: 2, email: 'ana@example.com', fullName: 'Ana', role: '', language: '', action: 'create' },
      {
        row: 3,
        email: 'bo@example.com',
        fullName: 'Bo New',
        role: '',
        language: 'de',
        action: 'update',
        changes: [
          { field: 'fullName', from: 'Bo Old', to: 'Bo New' },
          { field: 'language', from: 'en', to: 'de' },
        ],
      },
      {
        row: 4,
        email: 'cy@example.com',
        fullName: 'Cy New',
        role: '',
        language: '',
        action: 'update',
        changes: [{ field: 'fullName', from: 'Cy Old', to: 'Cy New' }],
      },
      {
        row: 5,
        email: 'not-an-address',
        fullName: 'Di',
        role: '',
        language: '',
        action: 'refuse',
        reasons: [reason('upload.emailInvalid', 'The e-mail is not a valid e-mail address.')],
      },
    ],
  },
};

function reason(messageCode: string, message: string) {
  return { messageCode, message };
}

type TPending = { id: string; fileName: string; total: number; createdAt: string; expiresAt: string }[];

function serveJob(
  calls: { method: string; path: string; body: unknown }[] = [],
  first: TUploadJob = done,
  pending: TPending = [],
) {
  let current = first;
  mockApi(({ path, method, body }) => {
    calls.push({ method, path, body });
    if (path === '/auth/me') return { body: meOf('company_admin') };
    if (path === '/user/upload/pending') return { body: pending };
    if (path.startsWith('/competition/all'))
      return { body: { data: [gameOf({ companyId: 'company-1' })], count: 1, pages: 1 } };
    if (path === `/competition/${GAME_ID}/groups`)
      return {
        body: [
          {
            id: 'team-1',
            competitionId: GAME_ID,
            name: 'Blue',
            color: '#228be6',
            charityIds: [],
            members: [],
          },
        ],
      };
    if (path === '/user/upload/job-1/team' && method === 'POST')
      return {
        body: {
          added: 1,
          skipped: [
            {
              row: 3,
              email: 'bo@example.com',
              messageCode: 'teams.playerInGame',
              message: 'The user is already in this game.',
            },
          ],
        },
      };
    if (path === '/user/upload/job-1/confirm') {
      current = { ...done, status: 'queued', rows: undefined };
      setTimeout(() => {
        current = done;
      });
      return { status: 202, body: current };
    }
    if (path === '/user/upload/job-1' && method === 'DELETE') return { status: 204 };
    if (path === '/user/upload/job-1') return { body: current };
    if (path.startsWith('/usernotifications')) return { body: { data: [], unread: 0 } };
    return NOT_FOUND_REPLY;
  });
}

/** Opens the upload screen as a company admin and drops `people.csv`; the upload answers `reply`. */
async function dropFile(content: string, reply: typeof FakeXhr.reply, first?: TUploadJob) {
  signInAs('company_admin');
  const calls: { method: string; path: string; body: unknown }[] = [];
  serveJob(calls, first);
  FakeXhr.reply = reply;
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  const user = userEvent.setup();
  const { container } = renderApp('/users/user-upload');
  await screen.findByRole('heading', { level: 1, name: 'Bulk upload' }, LOADING);
  await screen.findByRole('button', { name: 'Select a file' }, LOADING);
  const input = container.querySelector<HTMLInputElement>('input[type=file]');
  await user.upload(input as HTMLInputElement, new File([content], 'people.csv', { type: 'text/csv' }));
  return { user, calls };
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
/** The four numbers of a preview, as read. */
const counts = () =>
  screen
    .getAllByRole('listitem')
    .filter((item) => item.closest('table') === null)
    .map((item) => item.textContent);
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
      ['4', 'cy@example.com', 'Skipped', 'No changes.'],
      ['5', 'not-an-address', 'Failed', 'The e-mail is not a valid e-mail address.'],
    ]);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Show' }), 'failed');
    expect(bodyRows()).toEqual([
      ['5', 'not-an-address', 'Failed', 'The e-mail is not a valid e-mail address.'],
    ]);
    expect(screen.getByTestId('path').textContent).toBe('/users/user-upload?job=job-1&status=failed');
  });

  it('previews a dropped file, writes only on confirm with the chosen changes, then shows the result', async () => {
    const { user, calls } = await dropFile('fullName,email\n', { status: 201, body: previewed }, previewed);

    await screen.findByRole('heading', { name: 'Check people.csv before saving' }, LOADING);
    expect(counts()).toEqual([
      '1 new account and invitation e-mail',
      '0 of 2 existing users updated',
      '2 existing users left unchanged',
      '1 row refused',
    ]);
    const changes = within(screen.getByRole('table', { name: 'Changes to existing users' }));
    expect(changes.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Full name: Bo Old → Bo New',
      'Language: English → Deutsch',
      'Full name: Cy Old → Cy New',
    ]);
    const rows = within(screen.getByRole('table', { name: 'Rows of the file' }));
    expect(rows.getAllByRole('row').at(-1)?.textContent).toContain(
      'The e-mail is not a valid e-mail address.',
    );
    // Nothing was asked of the server but the preview: no confirmation yet.
    expect(calls.some((c) => c.path.endsWith('/confirm'))).toBe(false);

    await user.click(screen.getByRole('checkbox', { name: 'Select row 4 (cy@example.com)' }));
    expect(counts()[1]).toBe('1 of 2 existing users updated');
    await user.click(screen.getByRole('button', { name: 'Save 2 rows' }));

    const result = await screen.findByRole('heading', { name: 'Result of people.csv' }, LOADING);
    expect(bodyRows()).toHaveLength(4);
    // The preview and its button are gone: the user continues at the result, and hears it.
    await waitFor(() => expect(document.activeElement).toBe(result));
    await waitFor(() =>
      expect(document.getElementById('app-announcer-polite')?.textContent).toBe(
        'Upload of people.csv finished: 1 created, 1 updated, 1 skipped, 1 failed.',
      ),
    );
    expect(calls.find((c) => c.path.endsWith('/confirm'))?.body).toEqual({ updateRows: [4] });
    const form = FakeXhr.sent.at(-1) as FormData;
    expect((form.get('file') as File).name).toBe('people.csv');
    // A company admin uploads into their own company: the server takes it from the session.
    expect(form.has('companyID')).toBe(false);
  });

  it('cancels a preview: nothing is written and the file can be chosen again', async () => {
    const { user, calls } = await dropFile('x', { status: 201, body: previewed }, previewed);

    await user.click(await screen.findByRole('button', { name: 'Cancel upload' }, LOADING));
    await screen.findByRole('button', { name: 'Select a file' });
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual(['/user/upload/job-1']);
    expect(calls.some((c) => c.path.endsWith('/confirm'))).toBe(false);
    expect(screen.getByTestId('path').textContent).toBe('/users/user-upload');
  });

  it('says why the server refused a whole file', async () => {
    await dropFile('name\n', {
      status: 400,
      body: {
        code: 'VALIDATION',
        messageCode: 'upload.headerMissing',
        params: { columns: 'email', expected: 'fullName, email, role, language' },
        message:
          'The header row is missing email. The first row must name the columns: fullName, email, role, language.',
        details: [
          {
            path: 'email',
            messageCode: 'upload.columnMissing',
            message: 'This column is missing from the header row.',
          },
        ],
      },
    });

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The file cannot be used');
    expect(alert.textContent).toContain(
      'The header row is missing email. The first row must name the columns: fullName, email, role, language.',
    );
  });

  it('shows the role and language each row of the preview gives, blank cells as not given', async () => {
    await dropFile('x', { status: 201, body: previewed }, previewed);
    await screen.findByRole('heading', { name: 'Check people.csv before saving' }, LOADING);
    const table = screen.getByRole('table', { name: 'Rows of the file' });
    const headings = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headings).toEqual(expect.arrayContaining(['Role', 'Language']));
    const cells = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => [...row.querySelectorAll('td')].slice(0, 5).map((cell) => cell.textContent));
    expect(cells[0]).toEqual(['2', 'ana@example.com', 'Ana', 'Not given', 'Not given']);
    expect(cells[1]).toEqual(['3', 'bo@example.com', 'Bo New', 'Not given', 'Deutsch']);
  });

  it('says on the confirm button how many rows will be written, and announces them being saved', async () => {
    const { user } = await dropFile('x', { status: 201, body: previewed }, previewed);
    await screen.findByRole('button', { name: 'Save 1 row' }, LOADING);
    await user.click(screen.getByRole('checkbox', { name: 'Select row 4 (cy@example.com)' }));
    await user.click(screen.getByRole('button', { name: 'Save 2 rows' }));
    await waitFor(() =>
      expect(document.getElementById('app-announcer-polite')?.textContent).toBe('Saving 2 rows…'),
    );
  });

  it('reopens the preview still waiting when the organiser comes back to the screen', async () => {
    signInAs('company_admin');
    serveJob([], previewed, [
      {
        id: 'job-1',
        fileName: 'people.csv',
        total: 4,
        createdAt: '2026-01-05T10:00:00.000Z',
        expiresAt: '2026-01-06T10:00:00.000Z',
      },
    ]);
    renderApp('/users/user-upload');

    await screen.findByRole('heading', { name: 'Check people.csv before saving' }, LOADING);
    expect(screen.getByTestId('path').textContent).toBe('/users/user-upload?job=job-1');
    expect(screen.getByRole('button', { name: 'Cancel upload' })).toBeTruthy();
  });

  it('downloads the refused rows as a formula-safe CSV with their reasons', async () => {
    const risky: TUploadJob = {
      ...previewed,
      preview: {
        ...(previewed.preview as NonNullable<TUploadJob['preview']>),
        rows: (previewed.preview?.rows ?? []).map((row) =>
          row.action === 'refuse' ? { ...row, fullName: '=HYPERLINK("x")' } : row,
        ),
      },
    };
    const { user } = await dropFile('x', { status: 201, body: risky }, risky);
    vi.mocked(saveFile).mockClear();
    await user.click(await screen.findByRole('button', { name: 'Download the refused row (CSV)' }, LOADING));

    const [blob, name] = vi.mocked(saveFile).mock.calls[0] ?? [];
    expect(name).toBe('people - refused rows.csv');
    expect((await (blob as Blob).text()).replace(/^\uFEFF/, '').split('\r\n')).toEqual([
      'Row,Full name,E-mail,Role,Language,Reason',
      `5,"'=HYPERLINK(""x"")",not-an-address,,,The e-mail is not a valid e-mail address.`,
      '',
    ]);
    await waitFor(() =>
      expect(document.getElementById('app-announcer-polite')?.textContent).toBe(
        'The refused row was downloaded.',
      ),
    );
    // The result's failed rows download the same way.
  });

  it("puts a finished upload's people into a team chosen in a dialog, and lists who stayed out", async () => {
    signInAs('company_admin');
    const calls: { method: string; path: string; body: unknown }[] = [];
    serveJob(calls);
    const user = userEvent.setup();
    renderApp('/users/user-upload?job=job-1');

    const open = await screen.findByRole('button', { name: 'Add these people to a team' }, LOADING);
    expect(screen.getByRole('button', { name: 'Download the refused row (CSV)' })).toBeTruthy();
    await user.click(open);
    const dialog = await screen.findByRole('dialog', { name: 'Add the people of people.csv to a team' });
    await user.click(within(dialog).getByRole('combobox', { name: 'Game' }));
    await user.click(await screen.findByRole('option', { name: 'Spring Into Health' }));
    await user.click(within(dialog).getByRole('combobox', { name: 'Team' }));
    await user.click(await screen.findByRole('option', { name: 'Blue' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add to team' }));

    await waitFor(() =>
      expect(calls.find((c) => c.path === '/user/upload/job-1/team')?.body).toEqual({
        competitionId: GAME_ID,
        groupId: 'team-1',
      }),
    );
    await within(dialog).findByText('1 person was not added');
    // Focus moves to the list of who stayed out, where the user continues.
    await waitFor(() => expect(document.activeElement?.textContent).toContain('Row 3 (bo@example.com): '));
    expect(dialog.textContent).toContain('Row 3 (bo@example.com): ');
    await waitFor(() =>
      expect(document.getElementById('app-announcer-polite')?.textContent).toBe('1 person added to Blue.'),
    );
  });
});
