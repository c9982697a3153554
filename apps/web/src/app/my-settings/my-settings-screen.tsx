import { SettingsPage } from '../../features/profile/pages/settings-page.tsx';
import { pushDevicesQueryOptions } from '../../features/push/api/push-api.ts';
import { PushDevices } from '../../features/push/components/push-devices.tsx';
import { myRemindersQueryOptions } from '../../features/reminders/api/reminders-api.ts';
import { ReminderSettings } from '../../features/reminders/components/reminder-settings.tsx';
import type { TOpensWithData } from '../../lib/opening.ts';
import { queryClient } from '../../lib/query-client.ts';

/**
 * `/users/settings`: one's own settings, one's reminders (ADR 0031), and below them the devices that receive one's
 * notifications (decision 0026). Composed here: the two are separate features.
 */
export function MySettingsScreen() {
  return (
    <>
      <SettingsPage />
      <ReminderSettings />
      <PushDevices />
    </>
  );
}

/** Both asked for beside the code. */
MySettingsScreen.openingData = ((args) =>
  Promise.all([
    SettingsPage.openingData(args),
    queryClient.prefetchQuery(pushDevicesQueryOptions()),
    queryClient.prefetchQuery(myRemindersQueryOptions()),
  ])) satisfies TOpensWithData['openingData'];
