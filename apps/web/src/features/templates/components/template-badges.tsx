import { Badge, Group } from '@mantine/core';
import type { TTemplate } from '@rally/contracts/templates';
import { useTranslation } from 'react-i18next';

/** A template's category, whose it is (global or the company's) and the language its text is in. */
export function TemplateBadges({ template }: { template: TTemplate }) {
  const { t } = useTranslation('templates');
  return (
    <Group gap={6}>
      <Badge variant="light">{t(`categories.${template.categoryKey}`)}</Badge>
      {/* Dot badges keep the body colour for their text: readable (AA) in both skins. */}
      <Badge variant="dot" color={template.scope === 'global' ? 'grape' : 'teal'}>
        {t(`scope.${template.scope}`)}
      </Badge>
      <Badge variant="dot" color="gray">
        {t(`languages.${template.language}`)}
      </Badge>
    </Group>
  );
}
