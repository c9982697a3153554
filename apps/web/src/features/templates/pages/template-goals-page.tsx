import { Button, Group, NumberInput, Stack, Table, Text } from '@mantine/core';
import type { TTemplateDetail, TTemplateKpi } from '@rally/contracts/templates';
import { IconRefresh } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { LoadingButton } from '../../../components/loading-button.tsx';
import { SideScroll } from '../../../components/side-scroll.tsx';
import { announce } from '../../../lib/announce.ts';
import { errorMessage } from '../../../lib/errors.ts';
import { targetProblem } from '../../../lib/kpi-target.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import type { TOpensWithData } from '../../../lib/opening.ts';
import { paths } from '../../../lib/paths.ts';
import { templateScreenOpeningData, useResetTargets, useSetTarget } from '../api/templates-api.ts';
import { TemplateScreen } from '../components/template-screen.tsx';
import { useTemplateParam } from '../components/use-template-param.ts';

/** `/games/template-goals?template=`: the goal of each of a template's KPIs, and the reset. */
export function TemplateGoalsPage() {
  const { t } = useTranslation('templates');
  const [resetting, setResetting] = useState(false);
  return (
    <TemplateScreen
      templateId={useTemplateParam()}
      hrefFor={paths.games.templateGoals.href}
      actions={(template) =>
        template.editable &&
        template.targets.length > 0 && (
          <Button
            variant="default"
            leftSection={<IconRefresh size={16} aria-hidden />}
            onClick={() => setResetting(true)}
          >
            {t('goals.reset')}
          </Button>
        )
      }
    >
      {(template) => (
        <Goals template={template} resetting={resetting} onResetClose={() => setResetting(false)} />
      )}
    </TemplateScreen>
  );
}

function Goals({
  template,
  resetting,
  onResetClose,
}: {
  template: TTemplateDetail;
  resetting: boolean;
  onResetClose: () => void;
}) {
  const { t } = useTranslation('templates');
  const reset = useResetTargets();
  return (
    <Stack gap="md">
      <Text c="dimmed" maw={720}>
        {t('goals.intro')}
      </Text>
      {template.kpis.length === 0 ? (
        <Text c="dimmed">{t('goals.empty')}</Text>
      ) : (
        <SideScroll label={t('goals.table')} minWidth={480}>
          <Table aria-label={t('goals.table')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('kpi.name')}</Table.Th>
                <Table.Th>{t('kpi.unit')}</Table.Th>
                <Table.Th>{t('kpi.target')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {template.kpis.map((kpi) => (
                <GoalRow key={kpi.id} template={template} kpi={kpi} />
              ))}
            </Table.Tbody>
          </Table>
        </SideScroll>
      )}
      <ConfirmDialog
        opened={resetting}
        onClose={onResetClose}
        title={t('goals.resetTitle')}
        confirmLabel={t('goals.reset')}
        danger
        loading={reset.isPending}
        onConfirm={() =>
          reset.mutate(template.id, {
            onSuccess: () => {
              notifySuccess(t('goals.resetDone'));
              onResetClose();
            },
          })
        }
      >
        <ErrorAlert error={reset.error} />
        <Text>{t('goals.resetText', { name: template.name })}</Text>
      </ConfirmDialog>
    </Stack>
  );
}

/** One KPI's goal: type a value and save; empty removes it. */
function GoalRow({ template, kpi }: { template: TTemplateDetail; kpi: TTemplateKpi }) {
  const { t } = useTranslation('templates');
  const { t: tc } = useTranslation();
  const goal = template.targets.find((x) => x.kpiId === kpi.id);
  const [value, setValue] = useState<string | number>(goal?.target ?? '');
  const save = useSetTarget();
  const target = value === '' ? null : Number(value);
  const changed = target !== (goal?.target ?? null);
  // Checked as the server checks it (0 only where lower is better), before anything is sent.
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <Table.Tr>
      <Table.Td>{kpi.name}</Table.Td>
      <Table.Td>{kpi.unit || '—'}</Table.Td>
      <Table.Td>
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            const refused = target === null ? null : targetProblem(kpi.direction, target);
            setProblem(refused);
            if (refused) return;
            save.mutate(
              { kpiId: kpi.id, targetId: goal?.id ?? null, target },
              {
                onSuccess: () =>
                  announce(
                    target === null
                      ? t('goals.removed', { name: kpi.name })
                      : t('goals.saved', { name: kpi.name }),
                  ),
              },
            );
          }}
        >
          <Group gap="xs" wrap="nowrap" align="start">
            <NumberInput
              aria-label={t('goals.targetOf', { name: kpi.name })}
              value={value}
              onChange={setValue}
              min={0}
              allowNegative={false}
              decimalScale={4}
              disabled={!template.editable}
              error={problem ?? (save.error ? errorMessage(save.error, tc) : undefined)}
              w={160}
            />
            {template.editable && (
              <LoadingButton type="submit" variant="light" disabled={!changed} loading={save.isPending}>
                {t('goals.save')}
              </LoadingButton>
            )}
          </Group>
        </form>
      </Table.Td>
    </Table.Tr>
  );
}

/** The picker's templates and the template of the address, asked for beside the code. */
TemplateGoalsPage.openingData = (({ search }) =>
  templateScreenOpeningData(search.get('template') ?? undefined)) satisfies TOpensWithData['openingData'];
