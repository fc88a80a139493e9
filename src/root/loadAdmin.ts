/** The admin's root chunk (react-admin, the layout, the route table): one loader for whoever starts it first. */
export const loadAdmin = () => import('./AdminRoot');
