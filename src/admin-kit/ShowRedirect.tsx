import { Navigate, useLocation } from 'react-router-dom';

/** An area without an edit view sends `/{area}/{id}` (the record's address in every other area) to its detail page. */
export default function ShowRedirect() {
  const { pathname, search } = useLocation();
  return <Navigate to={`${pathname.replace(/\/$/, '')}/show${search}`} replace />;
}
