import { useLocation, useNavigate } from './routing.tsx';

/** Cancel: back where the admin came from; a page opened directly goes to `fallback` instead of leaving the site. */
export function useCancel(fallback: string) {
  const navigate = useNavigate();
  const location = useLocation();
  return () => {
    if (location.key !== 'default') void navigate(-1);
    else void navigate(fallback);
  };
}
