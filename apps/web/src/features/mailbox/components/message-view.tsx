import { Alert, Anchor, Box, Code, Group, List, SimpleGrid, Stack, Tabs, Text } from '@mantine/core';
import type { TOutboxMessage } from '@rally/contracts/mailbox';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/dates.ts';
import { isLanguage, useKeyTranslation } from '../../../lib/i18n.ts';
import { useMailKind } from './mail-kind.ts';
import { MailStatusBadge } from './mail-status-badge.tsx';

// Links of the mail (reset, invitation) are what a developer came for; the sandboxed HTML cannot open them.
const LINK = /https?:\/\/[^\s<>"')]+/g;

/**
 * A message as it was sent. The HTML is shown in an iframe with an empty `sandbox`: no scripts,
 * no forms, no access to this page, whatever the mail contains.
 */
export function MessageView({ message }: { message: TOutboxMessage }) {
  const { t } = useTranslation('mailbox');
  const tk = useKeyTranslation();
  const kind = useMailKind();
  const links = [...new Set(message.text.match(LINK) ?? [])];
  const facts = [
    [t('fields.to'), message.to],
    [t('fields.template'), kind(message.template)],
    [
      t('fields.language'),
      isLanguage(message.language) ? tk(`languages.${message.language}`) : message.language,
    ],
    [t('fields.status'), <MailStatusBadge key="status" status={message.status} />],
    [t('fields.attempts'), message.attempts],
    [t('fields.createdAt'), formatDateTime(message.createdAt)],
    [t('fields.sentAt'), formatDateTime(message.sentAt)],
  ] as const;

  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm" verticalSpacing="xs">
        {facts.map(([label, value]) => (
          <Box key={label} miw={0}>
            <Text size="xs" c="dimmed">
              {label}
            </Text>
            <Text size="sm" component="div" style={{ overflowWrap: 'anywhere' }}>
              {value}
            </Text>
          </Box>
        ))}
      </SimpleGrid>
      {message.lastError && (
        <Alert color="red" variant="light" title={t('fields.lastError')}>
          {message.lastError}
        </Alert>
      )}
      {links.length > 0 && (
        <Group gap="xs" align="baseline" wrap="nowrap">
          <Text size="sm" fw={500}>
            {t('message.links')}
          </Text>
          <List size="sm" listStyleType="none" style={{ minWidth: 0 }}>
            {links.map((link) => (
              <List.Item key={link} style={{ overflowWrap: 'anywhere' }}>
                <Anchor href={link} target="_blank" rel="noopener noreferrer">
                  {link}
                </Anchor>
              </List.Item>
            ))}
          </List>
        </Group>
      )}
      <Tabs defaultValue="html" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="html">{t('message.html')}</Tabs.Tab>
          <Tabs.Tab value="text">{t('message.text')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="html" pt="sm">
          <iframe
            sandbox=""
            srcDoc={message.html}
            title={t('message.htmlFrame', { subject: message.subject })}
            style={{
              width: '100%',
              height: 480,
              border: '1px solid var(--mantine-color-default-border)',
              borderRadius: 8,
              background: '#fff',
            }}
          />
        </Tabs.Panel>
        <Tabs.Panel value="text" pt="sm">
          <Code block style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {message.text}
          </Code>
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
