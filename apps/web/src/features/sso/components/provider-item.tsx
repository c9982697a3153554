import { Badge, Card, Code, Group, Stack, Text } from '@mantine/core';
import type { TSsoProvider } from '@rally/contracts/sso';
import { useTranslation } from 'react-i18next';
import { ItemActions } from '../../../components/item-actions.tsx';

type Props = { provider: TSsoProvider; onEdit: () => void; onDelete: () => void };

/** One identity provider in the page's list: issuer, client id, domains, and what can be done to it. */
export function ProviderItem({ provider, onEdit, onDelete }: Props) {
  const { t } = useTranslation('sso');
  const named = { issuer: provider.issuer };
  return (
    <Card withBorder padding="md" component="li" data-provider={provider.id}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" align="start">
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {provider.issuer}
          </Text>
          {provider.createUsers && (
            <Badge variant="light" color="teal" style={{ flexShrink: 0 }}>
              {t('createsPlayers')}
            </Badge>
          )}
        </Group>
        <Text size="sm">
          {t('clientId')}: <Code style={{ overflowWrap: 'anywhere' }}>{provider.clientId}</Code>
        </Text>
        <Group gap={4}>
          {provider.domains.map((domain) => (
            <Badge key={domain} variant="outline" color="gray" tt="none">
              {domain}
            </Badge>
          ))}
        </Group>
        <ItemActions
          editLabel={t('editProvider')}
          deleteLabel={t('deleteProvider')}
          editName={t('editNamed', named)}
          deleteName={t('deleteNamed', named)}
          onEdit={onEdit}
          onDelete={onDelete}
        />
      </Stack>
    </Card>
  );
}
