import { Alert, Box, Button, Group, Input, Paper, SegmentedControl, Stack } from '@mantine/core';
import { type TUserDetail, ZUpdateUserRequest } from '@rally/contracts/users';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { LoadingButton } from '../../../components/loading-button.tsx';
import { showServerFieldErrors, useSchemaForm } from '../../../lib/forms.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { paths } from '../../../lib/paths.ts';
import { useSession } from '../../../lib/session.ts';
import { useUpdateUser } from '../api/users-api.ts';
import { UserFields } from './user-fields.tsx';

type Props = { user: TUserDetail; chooseCompany: boolean };

/** Edits a user, their status included; the server has the last word on each field (409/400 per field). */
export function EditUserForm({ user, chooseCompany }: Props) {
  const { t } = useTranslation('users');
  const navigate = useNavigate();
  const self = useSession()?.user.id === user.id;
  const update = useUpdateUser(user.id);
  const form = useSchemaForm({
    schema: ZUpdateUserRequest,
    initialValues: {
      fullName: user.fullName,
      email: user.email,
      role: user.role,
      language: user.language,
      // An invited user is enabled too: they become active once they set a password.
      status: user.status === 'disabled' ? 'disabled' : 'active',
      companyId: user.companyId,
    },
  });
  const disabling = form.values.status === 'disabled' && user.status !== 'disabled';

  const submit = form.onSubmit(({ companyId, ...values }) =>
    update.mutate(chooseCompany ? { ...values, companyId } : values, {
      onSuccess: (saved) => {
        notifySuccess(t('edit.saved', { name: saved.fullName }));
        navigate(paths.users.profile.href(saved.id));
      },
      onError: (error) => showServerFieldErrors(form, error),
    }),
  );

  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} maw={760}>
      <form noValidate onSubmit={submit}>
        <Stack gap="md">
          <ErrorAlert error={update.error} />
          <UserFields
            inputProps={form.getInputProps}
            chooseCompany={chooseCompany && !self}
            company={{ value: user.companyId, label: user.companyName }}
            roleLocked={self}
          />
          <Input.Wrapper
            label={t('fields.status')}
            labelElement="div"
            labelProps={{ id: 'user-status-label' }}
            description={
              self ? t('edit.ownStatus') : user.status === 'invited' ? t('edit.invitedHint') : undefined
            }
            error={form.errors.status}
          >
            {/* The control sits under its label, like every other field's. */}
            <Box mt={4}>
              <SegmentedControl
                aria-labelledby="user-status-label"
                data={[
                  { value: 'active', label: t(user.status === 'invited' ? 'edit.invited' : 'edit.enabled') },
                  { value: 'disabled', label: t('edit.disabled') },
                ]}
                disabled={self}
                value={form.values.status ?? 'active'}
                onChange={(status) =>
                  form.setFieldValue('status', status === 'disabled' ? 'disabled' : 'active')
                }
              />
            </Box>
          </Input.Wrapper>
          {disabling && (
            <Alert color="orange" variant="light" icon={<IconAlertTriangle aria-hidden />}>
              {t('edit.disableWarning', { name: user.fullName })}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" component={Link} to={paths.users.profile.href(user.id)}>
              {t('form.cancel')}
            </Button>
            <LoadingButton type="submit" loading={update.isPending}>
              {t(disabling ? 'edit.submitDisable' : 'edit.submit')}
            </LoadingButton>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
