import type { Translation } from '@/i18n/types';
import type en from './en';

const de: Translation<typeof en> = {
  misc: {
    menuSection: 'Verschiedenes',
    backHome: 'Zurück zur Startseite',
    notFound: {
      title: 'Seite nicht gefunden',
      heading: 'Seite nicht gefunden',
      subtitle: 'Hoppla! Die angeforderte Adresse wurde auf diesem Server nicht gefunden.',
    },
    notAuthorized: {
      title: 'Keine Berechtigung',
      heading: 'Keine Berechtigung!',
      subtitle: 'Sie dürfen diese Seite nicht ansehen. Bitten Sie einen Administrator um Zugriff.',
      signIn: 'Zurück zur Anmeldung',
    },
    maintenance: {
      title: 'Wartungsarbeiten',
      heading: 'Wartungsarbeiten',
      subtitle: 'Entschuldigen Sie die Unannehmlichkeiten, wir führen gerade Wartungsarbeiten durch.',
    },
    error: {
      title: 'Fehler',
      heading: 'Interner Serverfehler',
      subtitle: 'Auf unserer Seite ist etwas schiefgelaufen. Bitte versuchen Sie es erneut.',
      retry: 'Erneut versuchen',
    },
    comingSoon: {
      title: 'Demnächst',
      heading: 'Wir starten bald',
      subtitle: 'Wir bauen etwas Großartiges. Hinterlassen Sie Ihre E-Mail-Adresse, und wir sagen Ihnen Bescheid.',
      email: 'E-Mail',
      notify: 'Benachrichtigen',
      emailRequired: 'Bitte geben Sie Ihre E-Mail-Adresse ein',
      emailInvalid: 'Bitte geben Sie eine gültige E-Mail-Adresse ein, z. B. name@example.com',
      subscribed: 'Danke! Wir schreiben an %{email}, sobald es losgeht.',
      failed: 'Ihre Adresse konnte nicht gespeichert werden. Bitte versuchen Sie es erneut.',
    },
  },
};
export default de;
