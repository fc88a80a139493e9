import type { Translation } from '@/i18n/types';
import type en from './en';

const fr: Translation<typeof en> = {
  profile: {
    title: 'Profil',
    edit: 'Modifier le profil',
    about: 'À propos',
    aboutFields: { joined: 'Inscrit le', lives: 'Habite à', email: 'E-mail', website: 'Site web' },
    suggestedPages: 'Pages suggérées',
    favorite: 'Ajouter %{name} aux favoris',
    unfavorite: 'Retirer %{name} des favoris',
    posts: 'Publications',
    like: 'J’aime',
    unlike: 'Je n’aime plus',
    comments: 'Commentaires',
    commentCount: '%{smart_count} commentaire |||| %{smart_count} commentaires',
    addComment: 'Ajouter un commentaire…',
    addCommentTo: 'Commenter la publication de %{name}',
    postComment: 'Publier le commentaire',
    loadMore: 'Charger plus',
    loadingMore: 'Chargement…',
    allLoaded: '%{smart_count} publication affichée |||| Les %{smart_count} publications sont affichées',
    photos: 'Dernières photos',
    openPhoto: 'Ouvrir %{title}',
    closePhoto: 'Fermer la photo',
    poll: 'Sondage',
    votes: '%{smart_count} vote |||| %{smart_count} votes',
    youVoted: 'vous avez voté ; choisissez une autre option pour changer votre vote',
    voted: 'Votre vote a été pris en compte.',
    errors: {
      commentRequired: 'Veuillez d’abord écrire un commentaire',
      commentTooLong: 'Un commentaire ne peut pas dépasser 500 caractères',
      pickOption: 'Veuillez choisir l’une des options',
    },
  },
};
export default fr;
