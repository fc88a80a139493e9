import { Navigate, useLocation } from 'react-router-dom';
import { useResourceContext } from 'react-admin';

/** react-admin's /<area>/create goes to the seed's /<area>/add, keeping a prefilled record (`?source=`). */
export default function CreateRedirect() {
  const area = useResourceContext();
  const { search, state } = useLocation();
  return <Navigate to={`/${area}/add${search}`} state={state} replace />;
}
