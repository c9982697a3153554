import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { TCreateGameRequest } from '@rally/contracts/games';
import { IconPencil } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { LoadingScreen } from '../../components/loading-screen.tsx';
import { NotLoaded } from '../../components/not-loaded.tsx';
import { LinkButton } from '../../components/page-actions.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { GameDetailsForm } from '../../features/games/components/game-details-form.tsx';
import { useCreateGameFromTemplate, useTemplate } from '../../features/templates/api/templates-api.ts';
import { TemplateBadges } from '../../features/templates/components/template-badges.tsx';
import { TemplatePreview } from '../../features/templates/components/template-preview.tsx';
import { announce } from '../../lib/announce.ts';
import { paths } from '../../lib/paths.ts';

const listFormat = (language: string) => new Intl.ListFormat(language, { type: 'conjunction' });

/**
 * `/games/game-template/:id`: a template's preview and "create a game from this template": the
 * game's name and dates (the game details form), then a complete draft game, opened in the wizard
 * on its rules (the template has none: the game's are the standard ones, shown to be checked).
 */
export function GameTemplatePage() {
  const { t, i18n } = useTranslation('templates');
  const navigate = useNavigate();
  const templateId = useParams().id ?? '';
  const template = useTemplate(templateId);
  const create = useCreateGameFromTemplate();
  if (template.isPending) return <LoadingScreen />;
  if (template.isError) return <NotLoaded error={template.error} />;
  const tpl = template.data;
  // What a game made from it gets, as the preview above shows it: a part it has none of is not named.
  const contents = [
    tpl.tasks.length > 0 && t('preview.habits', { count: tpl.tasks.length }),
    tpl.kpis.length > 0 && t('preview.kpis', { count: tpl.kpis.length }),
    tpl.charities.length > 0 && t('preview.charities', { count: tpl.charities.length }),
  ].filter((part) => typeof part === 'string');
  const creator = {
    mutateAsync: (competition: TCreateGameRequest['competition']) =>
      create.mutateAsync({ templateId: tpl.id, ...competition }),
    error: create.error,
    isPending: create.isPending,
  };

  return (
    <>
      <PageHeader
        title={tpl.name}
        actions={
          tpl.editable && (
            <LinkButton to={paths.games.templateActivities.href(tpl.id)} icon={IconPencil}>
              {t('preview.edit')}
            </LinkButton>
          )
        }
      />
      <Stack gap="lg">
        <TemplateBadges template={tpl} />
        {tpl.description && (
          <Text maw={720} lang={tpl.language}>
            {tpl.description}
          </Text>
        )}
        <TemplatePreview template={tpl} />
        <Card withBorder padding="lg" component="section" aria-labelledby="create-game">
          <Title order={2} size="h4" id="create-game">
            {t('createGame.title')}
          </Title>
          <Text size="sm" c="dimmed" mb="md">
            {contents.length > 0
              ? t('createGame.text', { contents: listFormat(i18n.language).format(contents) })
              : t('createGame.textEmpty')}
          </Text>
          <GameDetailsForm
            creator={creator}
            initial={{ name: tpl.name, description: tpl.description }}
            submitLabel={t('createGame.submit')}
            onSaved={(game) => {
              // Said, not a toast: a toast would cover the rules' Save and continue at the bottom.
              announce(t('createGame.done', { name: game.name }));
              // A template holds no rules: the wizard opens on the rules the game got, said so, not skipped.
              // The wizard puts the focus on the step's heading once it is drawn (`focusStep`).
              navigate(paths.games.configure.href(game.id, 'rules'), {
                state: { fromTemplate: tpl.name, focusStep: true },
              });
            }}
            secondary={
              <Group>
                <Button component={Link} to={paths.games.templates.href()} variant="default">
                  {t('createGame.back')}
                </Button>
              </Group>
            }
          />
        </Card>
      </Stack>
    </>
  );
}
