import { useLocation } from 'react-router-dom';
import { LandingPage } from '@/modules/landing/components/LandingPage';

/** `/` and `/login` share the page; the key gives each its own dialog state. */
export function LandingRoutePage() {
  const { pathname } = useLocation();
  return <LandingPage key={pathname} />;
}
