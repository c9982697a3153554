import { ErrorAlert } from './error-alert.tsx';
import { PageHeader } from './page-header.tsx';

/** A screen whose record could not be read (not found, another company's): its title, then why. */
export function NotLoaded({ error }: { error: unknown }) {
  return (
    <>
      <PageHeader />
      <ErrorAlert error={error} />
    </>
  );
}
