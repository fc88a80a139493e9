import type { Translation } from '@/i18n/types';
import type en from './en';

const pt: Translation<typeof en> = {
  profile: {
    title: 'Perfil',
    edit: 'Editar perfil',
    about: 'Sobre',
    aboutFields: { joined: 'Aderiu em', lives: 'Vive em', email: 'E-mail', website: 'Site' },
    suggestedPages: 'Páginas sugeridas',
    favorite: 'Adicionar %{name} aos favoritos',
    unfavorite: 'Remover %{name} dos favoritos',
    posts: 'Publicações',
    like: 'Gosto',
    unlike: 'Já não gosto',
    comments: 'Comentários',
    commentCount: '%{smart_count} comentário |||| %{smart_count} comentários',
    addComment: 'Adicionar um comentário…',
    addCommentTo: 'Comentar a publicação de %{name}',
    postComment: 'Publicar comentário',
    loadMore: 'Carregar mais',
    loadingMore: 'A carregar…',
    allLoaded: '%{smart_count} publicação mostrada |||| Todas as %{smart_count} publicações mostradas',
    photos: 'Fotos recentes',
    openPhoto: 'Abrir %{title}',
    closePhoto: 'Fechar foto',
    poll: 'Sondagem',
    votes: '%{smart_count} voto |||| %{smart_count} votos',
    youVoted: 'votou; escolha outra opção para mudar o seu voto',
    voted: 'O seu voto foi contado.',
    errors: {
      commentRequired: 'Escreva primeiro um comentário',
      commentTooLong: 'Um comentário pode ter no máximo 500 caracteres',
      pickOption: 'Escolha uma das opções',
    },
  },
};
export default pt;
