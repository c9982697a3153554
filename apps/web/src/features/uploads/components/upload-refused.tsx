import { useTranslation } from 'react-i18next';
import { ErrorAlert, ProblemAlert } from '../../../components/error-alert.tsx';
import { UploadReasons } from '../../../components/upload-reasons.tsx';
import { ApiError } from '../../../lib/api-client.ts';

const WHOLE_FILE = [400, 413, 415] as const;
type TWholeFileStatus = (typeof WHOLE_FILE)[number];
const isWholeFile = (status: number): status is TWholeFileStatus => WHOLE_FILE.some((s) => s === status);

/**
 * A file the server refused as a whole (size, type, header, empty, too many rows): what kind of
 * problem in the reader's language, then the server's exact explanation of this file.
 */
export function UploadRefused({ error }: { error: unknown }) {
  const { t } = useTranslation('uploads');
  if (!(error instanceof ApiError) || !isWholeFile(error.status)) return <ErrorAlert error={error} />;
  return (
    <ProblemAlert title={t(`refused.${error.status}`)}>
      {error.messageCode ? (
        <UploadReasons
          reasons={[{ messageCode: error.messageCode, params: error.params, message: error.message }]}
        />
      ) : (
        error.message
      )}
    </ProblemAlert>
  );
}
