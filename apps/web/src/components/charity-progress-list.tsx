import { Badge, Group, Progress, Stack, Text } from '@mantine/core';
import type { TCurrency } from '@rally/contracts/charities';
import { numberFormat } from '@rally/contracts/intl';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../lib/i18n.ts';
import classes from './charity-progress-list.module.css';

/** What every screen showing a game's ledger needs of a charity (the public one has no more). */
export type TCharityProgress = {
  name: string;
  pledgePerPoint: number;
  cap: number | null;
  currency: TCurrency;
  raised: number;
  capReached: boolean;
};

/** An amount in the interface language; a pledge per point may need four decimals. */
const money = (amount: number, currency: string, maxDecimals = 2) =>
  numberFormat(currentLanguage(), {
    style: 'currency',
    currency,
    minimumFractionDigits: 2,
    maximumFractionDigits: maxDecimals,
  }).format(amount);

type Props = { charities: TCharityProgress[]; size?: 'tv' };

/**
 * What a game has raised for each of its charities: the amount, and with a cap a bar towards it
 * that assistive technology reads as "€12.50 of €500.00 raised" (not a bare percentage). Used on the
 * game view, the player's home and the public page and boards, so they all say the same.
 */
export function CharityProgressList({ charities, size }: Props) {
  const { t } = useTranslation();
  return (
    <Stack component="ul" gap="md" m={0} p={0} style={{ listStyle: 'none' }} className={size && classes.tv}>
      {charities.map((charity) => {
        const raised = money(charity.raised, charity.currency);
        const text =
          charity.cap === null
            ? t('charityProgress.raised', { raised })
            : t('charityProgress.raisedOf', { raised, cap: money(charity.cap, charity.currency) });
        const percent =
          charity.cap === null || charity.cap <= 0
            ? null
            : Math.min(100, Math.round((charity.raised / charity.cap) * 1000) / 10);
        return (
          <Stack component="li" key={charity.name} gap={4}>
            <Group justify="space-between" gap="xs" wrap="wrap">
              <Text fw={600} className={classes.name}>
                {charity.name}
              </Text>
              <Group gap="xs" wrap="nowrap">
                {charity.capReached && (
                  <Badge color="teal" variant="light">
                    {t('charityProgress.capReached')}
                  </Badge>
                )}
                <Text size="sm" className={classes.amount}>
                  {text}
                </Text>
              </Group>
            </Group>
            {percent !== null && (
              <Progress.Root
                size="lg"
                role="progressbar"
                aria-label={t('charityProgress.progressLabel', { charity: charity.name })}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={percent}
                aria-valuetext={text}
              >
                <Progress.Section
                  value={percent}
                  withAria={false}
                  color={charity.capReached ? 'teal' : undefined}
                />
              </Progress.Root>
            )}
            <Text size="xs" c="dimmed" className={classes.pledge}>
              {t('charityProgress.pledge', { pledge: money(charity.pledgePerPoint, charity.currency, 4) })}
            </Text>
          </Stack>
        );
      })}
    </Stack>
  );
}
