import { useSearchParams } from 'react-router';
import { LandingPage } from './landing-page';

/** The landing page inside the app's router (a client-side navigation to /): the same page, fed the address. */
export function LandingRoute() {
  const [searchParams] = useSearchParams();
  return <LandingPage denied={searchParams.get('denied')} />;
}
