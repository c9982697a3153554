import { Button, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import type { TPushDevice } from '@rally/contracts/push';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { announce } from '../../../lib/announce.ts';
import { formatDate } from '../../../lib/dates.ts';
import { thisDeviceId } from '../api/forget-this-device.ts';
import { pushDevicesQueryOptions, useRemovePushDevice } from '../api/push-api.ts';
import { deviceName } from '../device-name.ts';

/**
 * On one's own settings: the devices (browsers) that receive one's notifications, each named by
 * its browser and system and the day it was added, and each removable. After a removal focus goes
 * to the next device's button (or the previous one's, or the heading when none is left), and the
 * removal is announced.
 */
export function PushDevices() {
  const { t } = useTranslation('notifications');
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  // Mantine types a Stack's ref as a div whatever element it renders (here a list).
  const list = useRef<HTMLDivElement>(null);
  const devices = useQuery(pushDevicesQueryOptions());
  const remove = useRemovePushDevice();
  const here = thisDeviceId();

  const nameOf = (device: TPushDevice) => {
    const { browser, system } = deviceName(device.userAgent);
    if (browser && system) return t('push.devices.browserOn', { browser, system });
    return browser ?? system ?? t('push.devices.unknown');
  };

  // The device being removed and its place: once the list no longer has it, focus moves on to the
  // button now at that place, or the one before it, or the heading when none is left.
  const removing = useRef<{ id: string; index: number } | null>(null);
  const shown = devices.data?.data;
  useEffect(() => {
    const gone = removing.current;
    if (!gone || !shown || shown.some((device) => device.id === gone.id)) return;
    removing.current = null;
    const buttons = list.current?.querySelectorAll('button') ?? [];
    (buttons[Math.min(gone.index, buttons.length - 1)] ?? heading.current)?.focus();
  }, [shown]);

  async function removeDevice(device: TPushDevice, index: number) {
    const name = nameOf(device);
    removing.current = { id: device.id, index };
    try {
      await remove.mutateAsync(device.id);
      announce(t('push.devices.removed', { name }));
    } catch {
      // Said in the card (the mutation's error); the device stays, and so does focus.
      removing.current = null;
    }
  }

  return (
    <Card withBorder padding="lg" component="section" aria-labelledby={headingId} mt="lg">
      <Title order={2} size="h4" id={headingId} ref={heading} tabIndex={-1} mb="xs">
        {t('push.devices.title')}
      </Title>
      {devices.isPending ? (
        <Loader size="sm" aria-label={t('push.devices.loading')} />
      ) : devices.data === undefined ? (
        <ErrorAlert error={devices.error} />
      ) : devices.data.data.length === 0 ? (
        <Text c="dimmed">{t('push.devices.none')}</Text>
      ) : (
        <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }} ref={list}>
          {devices.data.data.map((device, index) => {
            const name = nameOf(device);
            const added = formatDate(device.createdAt);
            return (
              <Group component="li" key={device.id} justify="space-between" wrap="nowrap" gap="sm">
                <div>
                  <Text fw={500}>
                    {name}
                    {device.id === here && ` (${t('push.devices.thisDevice')})`}
                  </Text>
                  <Text size="sm" c="dimmed">
                    {t('push.devices.added', { date: added })}
                  </Text>
                </div>
                <Button
                  variant="default"
                  size="compact-sm"
                  loading={remove.isPending && remove.variables === device.id}
                  onClick={() => void removeDevice(device, index)}
                  aria-label={t('push.devices.removeLabel', { name, date: added })}
                >
                  {t('push.devices.remove')}
                </Button>
              </Group>
            );
          })}
        </Stack>
      )}
      {remove.error && <ErrorAlert error={remove.error} />}
    </Card>
  );
}
