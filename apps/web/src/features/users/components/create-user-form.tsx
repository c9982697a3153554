import { Button, Checkbox, Group, Paper, Stack } from '@mantine/core';
import { ZCreateUserRequest } from '@rally/contracts/users';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { showServerFieldErrors, useSchemaForm } from '../../../lib/forms.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { paths } from '../../../lib/paths.ts';
import { useCreateUser } from '../api/users-api.ts';
import { UserFields } from './user-fields.tsx';

/** A new user gets an invitation with a set-password link, never a password (DESIGN section 4). */
export function CreateUserForm({ chooseCompany }: { chooseCompany: boolean }) {
  const { t } = useTranslation('users');
  const navigate = useNavigate();
  const create = useCreateUser();
  const form = useSchemaForm({
    schema: ZCreateUserRequest,
    initialValues: {
      fullName: '',
      email: '',
      role: 'player',
      language: currentLanguage(),
      companyId: undefined,
      sendInvitation: true,
    },
  });

  const submit = form.onSubmit((values) =>
    create.mutate(values, {
      onSuccess: (user) => {
        notifySuccess(
          t(values.sendInvitation ? 'create.invited' : 'create.created', { name: user.fullName }),
        );
        navigate(paths.users.profile.href(user.id));
      },
      onError: (error) => showServerFieldErrors(form, error),
    }),
  );

  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} maw={760}>
      <form noValidate onSubmit={submit}>
        <Stack gap="md">
          <ErrorAlert error={create.error} />
          <UserFields inputProps={form.getInputProps} chooseCompany={chooseCompany} />
          <Checkbox
            label={t('fields.sendInvitation')}
            description={t('fields.sendInvitationHint')}
            {...form.getInputProps('sendInvitation', { type: 'checkbox' })}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" component={Link} to={paths.users.list.href()}>
              {t('form.cancel')}
            </Button>
            <Button type="submit" loading={create.isPending}>
              {t('create.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
