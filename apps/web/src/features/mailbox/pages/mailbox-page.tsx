import { Alert } from '@mantine/core';
import { IconMailPause } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { listOpeningData } from '../../../components/table-query.ts';
import { type TTableView, useTableState } from '../../../components/use-table-state.ts';
import type { TOpensWithData } from '../../../lib/opening.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { mailboxQueryOptions, type TMailboxQuery, useMailbox } from '../api/mailbox-api.ts';
import { MailboxTable } from '../components/mailbox-table.tsx';
import { MessageDialog } from '../components/message-dialog.tsx';

/** The page of the mailbox a view of it (its address) shows. */
const mailboxQueryOf = ({ page, perPage, q }: TTableView): TMailboxQuery => ({ page, perPage, q });

/**
 * The development mailbox (platform admins): every e-mail Rally wrote. Without SMTP this is the
 * only place to read a reset link or a one-time code.
 */
export function MailboxPage() {
  const { t } = useTranslation('mailbox');
  const { view, update } = useTableState();
  const mailbox = useMailbox(mailboxQueryOf(view));
  const [openId, setOpenId] = useState<string | null>(null);

  return (
    <>
      <PageHeader />
      {mailbox.data?.delivering === false && (
        <Alert color="yellow" variant="light" icon={<IconMailPause aria-hidden />} mb="md">
          {t('notDelivering')}
        </Alert>
      )}
      <ErrorAlert error={mailbox.error} />
      <MailboxTable
        messages={mailbox.data?.data ?? []}
        total={mailbox.data?.count ?? 0}
        loading={mailbox.isFetching && (mailbox.isPending || mailbox.isPlaceholderData)}
        view={view}
        onViewChange={update}
        onOpen={setOpenId}
      />
      <MessageDialog id={openId} onClose={() => setOpenId(null)} />
    </>
  );
}

MailboxPage.openingData = listOpeningData({}, (view) => [
  queryClient.prefetchQuery(mailboxQueryOptions(mailboxQueryOf(view))),
]) satisfies TOpensWithData['openingData'];
