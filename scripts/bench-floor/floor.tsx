/**
 * The bench's floor page (scripts/bench-lighthouse.ts): one React 19 component and one Blueprint button,
 * with Blueprint's stylesheet, built by Vite as the app is. What any page made of these libraries costs
 * this host, measured in the same run as the app's pages, so a reader can tell the host from the code.
 */
import { Button } from '@blueprintjs/core';
import '@blueprintjs/core/lib/css/blueprint.css';
import { createRoot } from 'react-dom/client';

function Floor() {
  return (
    <main>
      <h1>Floor page</h1>
      <Button intent="primary" text="A Blueprint button" />
    </main>
  );
}

createRoot(document.getElementById('root') as HTMLElement).render(<Floor />);
