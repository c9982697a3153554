import {
  Button,
  Group,
  Modal,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import {
  type TTemplateDetail,
  type TTemplateKpi,
  ZCreateTemplateKpiRequest,
} from '@rally/contracts/templates';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { RemoveDialog } from '../../../components/remove-dialog.tsx';
import { SideScroll } from '../../../components/side-scroll.tsx';
import { showServerFieldErrors, useSchemaForm } from '../../../lib/forms.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { paths } from '../../../lib/paths.ts';
import { useCreateKpi, useDeleteKpi, useUpdateKpi } from '../api/templates-api.ts';
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
  const { t: tc } = useTranslation();
  const remove = useDeleteKpi();
  const [deleting, setDeleting] = useState<TTemplateKpi | null>(null);
  const close = () => setEditing(null);
  return (
    <Stack gap="md">
      {template.kpis.length === 0 ? (
        <Text c="dimmed">{t('kpi.empty')}</Text>
      ) : (
        <SideScroll label={t('kpi.table')} minWidth={520}>
          <Table aria-label={t('kpi.table')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('kpi.name')}</Table.Th>
                <Table.Th>{t('kpi.unit')}</Table.Th>
                <Table.Th>{t('kpi.direction')}</Table.Th>
                <Table.Th ta="right">{t('kpi.weight')}</Table.Th>
                {template.editable && <Table.Th>{t('kpi.actions')}</Table.Th>}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {template.kpis.map((kpi) => (
                <Table.Tr key={kpi.id}>
                  <Table.Td>{kpi.name}</Table.Td>
                  <Table.Td>{kpi.unit || '—'}</Table.Td>
                  <Table.Td>{t(`direction.${kpi.direction}`)}</Table.Td>
                  <Table.Td ta="right">{kpi.weight.toLocaleString(i18n.language)}</Table.Td>
                  {template.editable && (
                    <Table.Td>
                      <Group gap={4} wrap="nowrap">
                        <Button
                          variant="subtle"
                          size="xs"
                          leftSection={<IconPencil size={14} aria-hidden />}
                          aria-label={t('kpi.editNamed', { name: kpi.name })}
                          onClick={() => setEditing({ kpi })}
                        >
                          {t('kpi.edit')}
                        </Button>
                        <Button
                          variant="subtle"
                          color="red"
                          size="xs"
                          leftSection={<IconTrash size={14} aria-hidden />}
                          aria-label={t('kpi.deleteNamed', { name: kpi.name })}
                          onClick={() => setDeleting(kpi)}
                        >
                          {t('kpi.delete')}
                        </Button>
                      </Group>
                    </Table.Td>
                  )}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </SideScroll>
      )}
      <Modal
        opened={editing !== null}
        onClose={close}
        title={t(editing?.kpi ? 'kpi.editTitle' : 'kpi.newTitle')}
        closeButtonProps={{ 'aria-label': tc('dialog.close') }}
        size="lg"
        centered
      >
        <KpiForm templateId={template.id} kpi={editing?.kpi} onDone={close} />
      </Modal>
      <RemoveDialog
        item={deleting}
        remove={remove}
        onClose={() => setDeleting(null)}
        texts={{
          title: t('kpi.deleteTitle'),
          text: t('kpi.deleteText', { name: deleting?.name ?? '' }),
          confirm: t('kpi.delete'),
          done: t('kpi.deleted', { name: deleting?.name ?? '' }),
        }}
      />
    </Stack>
  );
}

const ZKpiForm = ZCreateTemplateKpiRequest.omit({ templateId: true });

function KpiForm({
  templateId,
  kpi,
  onDone,
}: {
  templateId: string;
  kpi?: TTemplateKpi | undefined;
  onDone: () => void;
}) {
  const { t } = useTranslation('templates');
  const create = useCreateKpi();
  const update = useUpdateKpi();
  const form = useSchemaForm({
    schema: ZKpiForm,
    initialValues: {
      name: kpi?.name ?? '',
      unit: kpi?.unit ?? '',
      direction: kpi?.direction ?? 'higher',
      weight: kpi?.weight ?? 100,
    },
  });
  const submit = form.onSubmit(async (values) => {
    try {
      if (kpi) await update.mutateAsync({ kpiId: kpi.id, ...values });
      else await create.mutateAsync({ templateId, ...values });
      notifySuccess(t('kpi.saved', { name: values.name }));
      onDone();
    } catch (err) {
      showServerFieldErrors(form, err);
    }
  });
  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="md">
        <ErrorAlert error={create.error ?? update.error} />
        <TextInput label={t('kpi.name')} required data-autofocus {...form.getInputProps('name')} />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <TextInput
            label={t('kpi.unit')}
            placeholder={t('kpi.unitPlaceholder')}
            {...form.getInputProps('unit')}
          />
          <Select
            label={t('kpi.direction')}
            data={[
              { value: 'higher', label: t('direction.higher') },
              { value: 'lower', label: t('direction.lower') },
            ]}
            allowDeselect={false}
            required
            {...form.getInputProps('direction')}
          />
          <NumberInput
            label={t('kpi.weight')}
            description={t('kpi.weightHint')}
            min={0}
            max={10_000}
            allowDecimal={false}
            allowNegative={false}
            required
            {...form.getInputProps('weight')}
          />
        </SimpleGrid>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone}>
            {t('form.cancel')}
          </Button>
          <Button type="submit" loading={create.isPending || update.isPending}>
            {t(kpi ? 'form.save' : 'kpi.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
