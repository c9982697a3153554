// The same words as static.html, drawn by React: what any React app pays before its own code.
import { createRoot } from 'react-dom/client';

createRoot(document.getElementById('root') as HTMLElement).render(
  <main>
    <h1>Sign in to Rally</h1>
    <p>Rather use a code? Reset your password with a one-time code sent to your e-mail address.</p>
  </main>,
);
