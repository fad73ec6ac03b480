import { Outlet, ScrollRestoration } from 'react-router';

/** Wraps every route: scroll position per history entry, then the page (with or without the shell). */
export function RootLayout() {
  return (
    <>
      <ScrollRestoration />
      <Outlet />
    </>
  );
}
