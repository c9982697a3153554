import { Button, Checkbox, Group, Paper, Stack } from '@mantine/core';
import { ZRole } from '@rally/contracts/abilities';
import { ZCreateUserRequest } from '@rally/contracts/users';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { LoadingButton } from '../../../components/loading-button.tsx';
import { showServerFieldErrors, useSchemaForm } from '../../../lib/forms.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { paths } from '../../../lib/paths.ts';
import { useCompanyOf, useCreateUser } from '../api/users-api.ts';
import { UserFields } from './user-fields.tsx';

/**
 * A new user gets an invitation with a set-password link, never a password (DESIGN section 4), and
 * the company's language unless another is chosen. A link may preset the company and role (a
 * company's page inviting its admin).
 */
export function CreateUserForm({ chooseCompany }: { chooseCompany: boolean }) {
  const { t } = useTranslation('users');
  const navigate = useNavigate();
  const create = useCreateUser();
  const [params] = useSearchParams();
  const presetCompany = (chooseCompany && params.get('companyId')) || undefined;
  const company = useCompanyOf(presetCompany);
  const presetRole = ZRole.safeParse(params.get('role'));
  const form = useSchemaForm({
    schema: ZCreateUserRequest,
    initialValues: {
      fullName: '',
      email: '',
      role: presetRole.success ? presetRole.data : 'player',
      language: undefined,
      companyId: presetCompany,
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
          <UserFields
            inputProps={form.getInputProps}
            chooseCompany={chooseCompany}
            company={company.data && { value: company.data.id, label: company.data.name }}
            languageDefault={t('fields.companyLanguage')}
          />
          <Checkbox
            label={t('fields.sendInvitation')}
            description={t('fields.sendInvitationHint')}
            {...form.getInputProps('sendInvitation', { type: 'checkbox' })}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" component={Link} to={paths.users.list.href()}>
              {t('form.cancel')}
            </Button>
            <LoadingButton type="submit" loading={create.isPending}>
              {t('create.submit')}
            </LoadingButton>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
