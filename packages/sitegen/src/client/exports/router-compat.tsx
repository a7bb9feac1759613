import { useEffect } from 'react';
import { matchPath, useLocation, useNavigate } from 'react-router-dom';

/** react-router v5's history API (what Docusaurus content calls) on top of v7's navigate. */
export function useHistory() {
  const navigate = useNavigate();
  const location = useLocation();
  return {
    push: (to: string) => navigate(to),
    replace: (to: string) => navigate(to, { replace: true }),
    goBack: () => navigate(-1),
    location,
  };
}

export function Redirect({ to }: { to: string }) {
  const navigate = useNavigate();
  useEffect(() => {
    void navigate(to, { replace: true });
  }, [navigate, to]);
  return null;
}

export { matchPath, useLocation, useNavigate };
