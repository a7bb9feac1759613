import { useEffect } from 'react';
import { matchPath, useLocation, useNavigate } from 'react-router-dom';

/** A place as react-router v5's history takes it: a path, or a location object (with its state). */
type HistoryTarget = string | { pathname?: string; search?: string; hash?: string; state?: unknown };

/** react-router v5's history API (what Docusaurus content calls) on top of v7's navigate. */
export function useHistory() {
  const navigate = useNavigate();
  const location = useLocation();
  const go = (to: HistoryTarget, replace: boolean, state?: unknown) => {
    if (typeof to === 'string') return navigate(to, { replace, state });
    const { state: targetState, ...path } = to;
    return navigate(path, { replace, state: targetState ?? state });
  };
  return {
    push: (to: HistoryTarget, state?: unknown) => go(to, false, state),
    replace: (to: HistoryTarget, state?: unknown) => go(to, true, state),
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
