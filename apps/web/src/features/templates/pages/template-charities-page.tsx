import {
  Button,
  Card,
  Group,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { CURRENCIES } from '@rally/contracts/charities';
import {
  type TTemplateCharity,
  type TTemplateDetail,
  ZCreateTemplateCharityRequest,
} from '@rally/contracts/templates';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { RemoveDialog } from '../../../components/remove-dialog.tsx';
import { SideScroll } from '../../../components/side-scroll.tsx';
import { announce } from '../../../lib/announce.ts';
import { showServerFieldErrors, useSchemaForm } from '../../../lib/forms.ts';
import { paths } from '../../../lib/paths.ts';
import { useAddCharity, useCharityOptions, useRemoveCharity } from '../api/templates-api.ts';
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
      {template.charities.length === 0 ? (
        <Text c="dimmed">{t('charity.empty')}</Text>
      ) : (
        <SideScroll label={t('charity.table')} minWidth={480}>
          <Table aria-label={t('charity.table')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('charity.name')}</Table.Th>
                <Table.Th ta="right">{t('charity.pledge')}</Table.Th>
                <Table.Th ta="right">{t('charity.cap')}</Table.Th>
                {template.editable && <Table.Th>{t('kpi.actions')}</Table.Th>}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {template.charities.map((link) => (
                <Table.Tr key={link.id}>
                  <Table.Td>{link.charityName}</Table.Td>
                  <Table.Td ta="right">{money(link.pledgePerPoint, link.currency)}</Table.Td>
                  <Table.Td ta="right">
                    {link.cap === null ? t('charity.noCap') : money(link.cap, link.currency)}
                  </Table.Td>
                  {template.editable && (
                    <Table.Td>
                      <Button
                        variant="subtle"
                        color="red"
                        size="xs"
                        leftSection={<IconTrash size={14} aria-hidden />}
                        aria-label={t('charity.removeNamed', { name: link.charityName })}
                        onClick={() => setRemoving(link)}
                      >
                        {t('charity.remove')}
                      </Button>
                    </Table.Td>
                  )}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </SideScroll>
      )}
      {template.editable && <AddCharity template={template} />}
      <RemoveDialog
        item={removing}
        remove={remove}
        onClose={() => setRemoving(null)}
        texts={{
          title: t('charity.removeTitle'),
          text: t('charity.removeText', { name: removing?.charityName ?? '' }),
          confirm: t('charity.remove'),
          done: t('charity.removed', { name: removing?.charityName ?? '' }),
        }}
      />
    </Stack>
  );
}

const ZCharityForm = ZCreateTemplateCharityRequest.omit({ templateId: true }).extend({
  cap: z.preprocess((value) => (value === '' ? null : value), ZCreateTemplateCharityRequest.shape.cap),
});

function AddCharity({ template }: { template: TTemplateDetail }) {
  const { t } = useTranslation('templates');
  const options = useCharityOptions();
  const add = useAddCharity();
  const form = useSchemaForm({
    schema: ZCharityForm,
    initialValues: { charityId: '', pledgePerPoint: 0.05, cap: '', currency: 'EUR' },
    messages: { charityId: () => t('charity.choose') },
  });
  const linked = new Set(template.charities.map((c) => c.charityId));
  const submit = form.onSubmit(async (values) => {
    try {
      const link = await add.mutateAsync({ templateId: template.id, ...values });
      announce(t('charity.added', { name: link.charityName }));
      form.reset();
    } catch (err) {
      showServerFieldErrors(form, err);
    }
  });
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="add-charity">
      <Title order={2} size="h4" id="add-charity" mb="sm">
        {t('charity.add')}
      </Title>
      <form noValidate onSubmit={submit}>
        <Stack gap="md">
          <ErrorAlert error={add.error ?? options.error} />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <Select
              label={t('charity.name')}
              required
              searchable
              data={(options.data ?? [])
                .filter((c) => !linked.has(c.id))
                .map((c) => ({ value: c.id, label: c.name }))}
              nothingFoundMessage={t('charity.none')}
              {...form.getInputProps('charityId')}
            />
            <Select
              label={t('charity.currency')}
              data={[...CURRENCIES]}
              allowDeselect={false}
              required
              {...form.getInputProps('currency')}
            />
            <NumberInput
              label={t('charity.pledge')}
              description={t('charity.pledgeHint')}
              min={0}
              decimalScale={4}
              allowNegative={false}
              required
              {...form.getInputProps('pledgePerPoint')}
            />
            <NumberInput
              label={t('charity.cap')}
              description={t('charity.capHint')}
              min={0}
              decimalScale={2}
              allowNegative={false}
              {...form.getInputProps('cap')}
            />
          </SimpleGrid>
          <Group justify="flex-end">
            <Button type="submit" loading={add.isPending}>
              {t('charity.addButton')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
