import { Button } from '@mantine/core';
import type { TGame } from '@rally/contracts/games';
import { IconTemplate } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FormDialog } from '../../../components/form-dialog.tsx';
import { notifySuccess } from '../../../lib/notify.ts';
import { paths } from '../../../lib/paths.ts';
import { useSaveGameAsTemplate } from '../api/templates-api.ts';
import { TemplateForm } from './template-form.tsx';

/** "Save as template": the game's habits, KPIs with goals and charities copied into a new template. */
export function SaveAsTemplateButton({ game }: { game: TGame }) {
  const { t } = useTranslation('templates');
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const save = useSaveGameAsTemplate();
  return (
    <>
      <Button
        variant="default"
        leftSection={<IconTemplate size={16} aria-hidden />}
        onClick={() => setOpen(true)}
      >
        {t('save.button')}
      </Button>
      <FormDialog opened={open} onClose={() => setOpen(false)} title={t('save.title')} wide>
        <TemplateForm
          initial={{ name: game.name, description: game.description }}
          submitLabel={t('save.submit')}
          pending={save.isPending}
          error={save.error}
          onCancel={() => setOpen(false)}
          onSubmit={async (values) => {
            const template = await save.mutateAsync({ gameId: game.id, ...values });
            notifySuccess(t('save.done', { name: template.name }));
            setOpen(false);
            navigate(paths.games.gameTemplate.href(template.id));
          }}
        />
      </FormDialog>
    </>
  );
}
