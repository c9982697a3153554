import { Button, Group, Stack } from '@mantine/core';
import type { TTemplateDetail, TTemplateKpi } from '@rally/contracts/templates';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/form-dialog.tsx';
import type { TOpensWithData } from '../../../lib/opening.ts';
import { paths } from '../../../lib/paths.ts';
import { templateScreenOpeningData, useDeleteKpi } from '../api/templates-api.ts';
import { PartTable } from '../components/part-table.tsx';
import { RemovePartDialog } from '../components/remove-part-dialog.tsx';
import { RowButton } from '../components/row-button.tsx';
import { TemplateKpiForm } from '../components/template-kpi-form.tsx';
import { TemplateScreen } from '../components/template-screen.tsx';
import { useTemplateParam } from '../components/use-template-param.ts';

/** `/games/template-kpi?template=`: a template's KPIs (their goals are on `/games/template-goals`). */
export function TemplateKpisPage() {
  const { t } = useTranslation('templates');
  const [editing, setEditing] = useState<{ kpi?: TTemplateKpi } | null>(null);
  return (
    <TemplateScreen
      templateId={useTemplateParam()}
      hrefFor={paths.games.templateKpis.href}
      actions={(template) =>
        template.editable && (
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing({})}>
            {t('kpi.add')}
          </Button>
        )
      }
    >
      {(template) => <Kpis template={template} editing={editing} setEditing={setEditing} />}
    </TemplateScreen>
  );
}

type Editing = { kpi?: TTemplateKpi } | null;
function Kpis({
  template,
  editing,
  setEditing,
}: {
  template: TTemplateDetail;
  editing: Editing;
  setEditing: (value: Editing) => void;
}) {
  const { t, i18n } = useTranslation('templates');
  const remove = useDeleteKpi();
  const [deleting, setDeleting] = useState<TTemplateKpi | null>(null);
  const close = () => setEditing(null);
  return (
    <Stack gap="md">
      <PartTable
        label={t('kpi.table')}
        emptyText={t('kpi.empty')}
        minWidth={520}
        rows={template.kpis}
        columns={[
          { header: t('kpi.name'), cell: (kpi) => kpi.name },
          { header: t('kpi.unit'), cell: (kpi) => kpi.unit || '—' },
          { header: t('kpi.direction'), cell: (kpi) => t(`direction.${kpi.direction}`) },
          { header: t('kpi.weight'), numeric: true, cell: (kpi) => kpi.weight.toLocaleString(i18n.language) },
        ]}
        actions={
          template.editable &&
          ((kpi) => (
            <Group gap={4} wrap="nowrap">
              <RowButton
                icon={IconPencil}
                label={t('kpi.edit')}
                named={t('kpi.editNamed', { name: kpi.name })}
                onClick={() => setEditing({ kpi })}
              />
              <RowButton
                icon={IconTrash}
                danger
                label={t('kpi.delete')}
                named={t('kpi.deleteNamed', { name: kpi.name })}
                onClick={() => setDeleting(kpi)}
              />
            </Group>
          ))
        }
      />
      <FormDialog
        opened={editing !== null}
        onClose={close}
        title={t(editing?.kpi ? 'kpi.editTitle' : 'kpi.newTitle')}
        wide
      >
        <TemplateKpiForm templateId={template.id} kpi={editing?.kpi} onDone={close} />
      </FormDialog>
      <RemovePartDialog
        prefix="kpi.delete"
        item={deleting}
        name={deleting?.name ?? ''}
        remove={remove}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}

/** The picker's templates and the template of the address, asked for beside the code. */
TemplateKpisPage.openingData = (({ search }) =>
  templateScreenOpeningData(search.get('template') ?? undefined)) satisfies TOpensWithData['openingData'];
