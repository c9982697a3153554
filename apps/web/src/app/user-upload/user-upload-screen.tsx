import { UserUploadPage } from '../../features/uploads/pages/user-upload-page.tsx';
import { UploadTeamAction } from './upload-team-dialog.tsx';

/**
 * `/users/user-upload`: the bulk upload, with what follows a finished one drawn from other areas
 * (a game's teams), which the uploads feature does not import itself.
 */
export function UserUploadScreen() {
  return <UserUploadPage followUp={(job) => <UploadTeamAction job={job} />} />;
}
