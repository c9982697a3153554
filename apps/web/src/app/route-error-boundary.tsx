import { Button, Container } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { Component, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { StatusPage } from '../components/status-page.tsx';

function RouteError() {
  const { t } = useTranslation();
  return (
    <Container component="main" py="xl">
      <StatusPage
        icon={<IconAlertTriangle size={36} />}
        title={t('routeError.title')}
        description={t('routeError.text')}
        color="red"
      >
        <Button onClick={() => window.location.reload()}>{t('routeError.reload')}</Button>
      </StatusPage>
    </Container>
  );
}

type Props = { children: ReactNode; resetKey: string };

/**
 * A screen that throws, or whose code cannot be loaded (often because a new release replaced the
 * files), shows a way out instead of a blank page; moving to another screen clears it.
 */
export class RouteErrorBoundary extends Component<Props, { error: unknown }> {
  override state = { error: null as unknown };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override componentDidUpdate(previous: Props) {
    if (this.state.error && previous.resetKey !== this.props.resetKey) this.setState({ error: null });
  }

  override render() {
    return this.state.error ? <RouteError /> : this.props.children;
  }
}
