// A sign-in form of Mantine's components with its styles, as the app's are: what the UI library
// adds to React's floor before any of Rally's own code, words or calls.
import '@mantine/core/styles.css';
import {
  Button,
  Container,
  MantineProvider,
  Paper,
  PasswordInput,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { createRoot } from 'react-dom/client';

createRoot(document.getElementById('root') as HTMLElement).render(
  <MantineProvider>
    <Container size={420} py="xl" component="main">
      <Paper p="lg" withBorder>
        <Stack>
          <Title>Sign in to Rally</Title>
          <TextInput label="E-mail" type="email" />
          <PasswordInput label="Password" />
          <Button>Sign in</Button>
          <Text>
            Rather use a code? Reset your password with a one-time code sent to your e-mail address.
          </Text>
        </Stack>
      </Paper>
    </Container>
  </MantineProvider>,
);
