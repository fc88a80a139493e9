import { Navigate } from 'react-router-dom';

export const RedirectHome = () => <Navigate to="/home" replace />;
export const RedirectNotFound = () => <Navigate to="/error-404" replace />;
