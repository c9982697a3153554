import { Stack } from '@mantine/core';
import type { TTemplateCharity, TTemplateDetail } from '@rally/contracts/templates';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { charitiesQueryOptions } from '../../../lib/charity-queries.ts';
import type { TOpensWithData } from '../../../lib/opening.ts';
import { paths } from '../../../lib/paths.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { templateScreenOpeningData, useRemoveCharity } from '../api/templates-api.ts';
import { AddTemplateCharity } from '../components/add-template-charity.tsx';
import { PartTable } from '../components/part-table.tsx';
import { RemovePartDialog } from '../components/remove-part-dialog.tsx';
import { RowButton } from '../components/row-button.tsx';
import { TemplateScreen } from '../components/template-screen.tsx';
import { useTemplateParam } from '../components/use-template-param.ts';

/** `/games/template-charity?template=`: the charities a template's games support, with the pledge. */
export function TemplateCharitiesPage() {
  return (
    <TemplateScreen templateId={useTemplateParam()} hrefFor={paths.games.templateCharities.href}>
      {(template) => <Charities template={template} />}
    </TemplateScreen>
  );
}

function Charities({ template }: { template: TTemplateDetail }) {
  const { t, i18n } = useTranslation('templates');
  const remove = useRemoveCharity();
  const [removing, setRemoving] = useState<TTemplateCharity | null>(null);
  const money = (value: number, currency: string) =>
    value.toLocaleString(i18n.language, { style: 'currency', currency, maximumFractionDigits: 4 });
  return (
    <Stack gap="lg">
      <PartTable
        label={t('charity.table')}
        emptyText={t('charity.empty')}
        minWidth={480}
        rows={template.charities}
        columns={[
          { header: t('charity.name'), cell: (link) => link.charityName },
          {
            header: t('charity.pledge'),
            numeric: true,
            cell: (link) => money(link.pledgePerPoint, link.currency),
          },
          {
            header: t('charity.cap'),
            numeric: true,
            cell: (link) => (link.cap === null ? t('charity.noCap') : money(link.cap, link.currency)),
          },
        ]}
        actions={
          template.editable &&
          ((link) => (
            <RowButton
              icon={IconTrash}
              danger
              label={t('charity.remove')}
              named={t('charity.removeNamed', { name: link.charityName })}
              onClick={() => setRemoving(link)}
            />
          ))
        }
      />
      {template.editable && <AddTemplateCharity template={template} />}
      <RemovePartDialog
        prefix="charity.remove"
        item={removing}
        name={removing?.charityName ?? ''}
        remove={remove}
        onClose={() => setRemoving(null)}
      />
    </Stack>
  );
}

/**
 * The picker's templates and the template of the address, asked for beside the code, and the
 * charities to add from when the template is the caller's to change.
 */
TemplateCharitiesPage.openingData = (({ search }) =>
  templateScreenOpeningData(
    search.get('template') ?? undefined,
    (template) => template.editable && queryClient.prefetchQuery(charitiesQueryOptions()),
  )) satisfies TOpensWithData['openingData'];
