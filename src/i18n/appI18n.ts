import { createI18nProvider } from './i18nProvider';

/** The app's one translation provider, shared by the sign-in pages' lean root and the admin (one chosen locale). */
export const i18nProvider = createI18nProvider();
