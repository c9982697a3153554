import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageHeader } from '../../../components/page-header.tsx';
import { useDrawnRecord, WhenLoaded } from '../../../components/when-loaded.tsx';
import { useAppAbility } from '../../../lib/abilities.tsx';
import { useCompany } from '../../../lib/company-queries.ts';
import { useKeyTranslation } from '../../../lib/i18n.ts';
import { paths } from '../../../lib/paths.ts';
import { CompanyForm } from '../components/company-form.tsx';

/** `/companies/company-configuration` (new) and `/{id}` (edit). */
export function CompanyConfigurationPage() {
  const { id } = useParams();
  const platform = useAppAbility().can('manage', 'Company');
  if (!id) {
    return (
      <>
        <PageHeader />
        <CompanyForm platform />
      </>
    );
  }
  return <EditCompany id={id} platform={platform} />;
}

function EditCompany({ id, platform }: { id: string; platform: boolean }) {
  const { t } = useTranslation('companies');
  const tk = useKeyTranslation();
  const company = useCompany(id);
  const name = useDrawnRecord(company)?.name ?? '';
  // A company admin edits their own company and has no company list to go back to.
  const breadcrumb = [
    ...(platform ? [{ label: tk('nav.companies'), to: paths.companies.list.href() }] : []),
    ...(name ? [{ label: name, to: paths.companies.view.href(id) }] : []),
    { label: t('edit.title') },
  ];

  return (
    <>
      <PageHeader title={name ? t('edit.heading', { name }) : t('edit.title')} breadcrumb={breadcrumb} />
      <WhenLoaded query={company}>{(data) => <CompanyForm company={data} platform={platform} />}</WhenLoaded>
    </>
  );
}
