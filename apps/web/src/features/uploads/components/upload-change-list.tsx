import { List, Text } from '@mantine/core';
import type { TUploadChange } from '@rally/contracts/uploads';
import { useTranslation } from 'react-i18next';

/** What an upload would change of an existing user, one field a line: "Full name: old -> new". */
export function UploadChangeList({ changes }: { changes: TUploadChange[] }) {
  const { t } = useTranslation('uploads');
  const { t: tc } = useTranslation();
  const shown = (field: TUploadChange['field'], value: string) =>
    field === 'role'
      ? tc(`roles.${value}`, value)
      : field === 'language'
        ? tc(`languages.${value}`, value)
        : value;
  return (
    <List size="sm" listStyleType="none" spacing={2}>
      {changes.map(({ field, from, to }) => (
        <List.Item key={field}>
          <Text span size="sm" fw={600}>
            {t(`fields.${field}`)}:
          </Text>{' '}
          {t('preview.change', { from: shown(field, from), to: shown(field, to) })}
        </List.Item>
      ))}
    </List>
  );
}
