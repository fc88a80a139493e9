import type { Translation } from '@/i18n/types';
import type en from './en';

const de: Translation<typeof en> = {
  profile: {
    title: 'Profil',
    edit: 'Profil bearbeiten',
    about: 'Über mich',
    aboutFields: { joined: 'Dabei seit', lives: 'Wohnort', email: 'E-Mail', website: 'Website' },
    suggestedPages: 'Vorgeschlagene Seiten',
    favorite: '%{name} zu den Favoriten hinzufügen',
    unfavorite: '%{name} aus den Favoriten entfernen',
    posts: 'Beiträge',
    like: 'Gefällt mir',
    unlike: 'Gefällt mir nicht mehr',
    comments: 'Kommentare',
    commentCount: '%{smart_count} Kommentar |||| %{smart_count} Kommentare',
    addComment: 'Kommentar schreiben…',
    addCommentTo: 'Beitrag von %{name} kommentieren',
    postComment: 'Kommentar senden',
    loadMore: 'Mehr laden',
    loadingMore: 'Wird geladen…',
    allLoaded: '%{smart_count} Beitrag angezeigt |||| Alle %{smart_count} Beiträge angezeigt',
    photos: 'Neueste Fotos',
    openPhoto: '%{title} öffnen',
    closePhoto: 'Foto schließen',
    poll: 'Umfrage',
    votes: '%{smart_count} Stimme |||| %{smart_count} Stimmen',
    youVoted: 'Sie haben abgestimmt; wählen Sie eine andere Option, um Ihre Stimme zu ändern',
    voted: 'Ihre Stimme wurde gezählt.',
    errors: {
      commentRequired: 'Bitte schreiben Sie zuerst einen Kommentar',
      commentTooLong: 'Ein Kommentar darf höchstens 500 Zeichen haben',
      pickOption: 'Bitte wählen Sie eine der Optionen',
    },
  },
};
export default de;
