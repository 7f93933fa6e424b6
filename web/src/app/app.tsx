import { useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { AppProviders, type RenderStart } from './providers';
import { createRouter } from './router';

/** The app in the browser; `start` when it hydrates a page the server rendered (see main.tsx). */
export function App({ start }: { start?: RenderStart }) {
  const [router] = useState(createRouter);
  return (
    <AppProviders {...(start ? { start } : {})}>
      {/* Navigations are plain updates, not transitions: Apollo's useQuery re-aims its shared query while it
          renders, so a transition render with the new URL's variables and an urgent render with the old ones
          keep undoing each other, and a changed filter (or Back) took seconds to show. */}
      <RouterProvider router={router} useTransitions={false} />
    </AppProviders>
  );
}
