import type { Translation } from '@/i18n/types';
import type en from './en';

const pt: Translation<typeof en> = {
  faq: {
    title: 'Perguntas frequentes',
    heading: 'Vamos responder às suas perguntas',
    subheading: 'ou escolha uma categoria para encontrar rapidamente a ajuda de que precisa',
    searchLabel: 'Pesquisar uma pergunta…',
    categoriesLabel: 'Categorias das perguntas frequentes',
    categories: {
      payment: { title: 'Pagamento', subtitle: 'Faturação, renovações e licenças' },
      delivery: { title: 'Entrega', subtitle: 'Onde está a sua encomenda e quando chega' },
      cancellationReturn: {
        title: 'Cancelamento e devolução',
        subtitle: 'Cancelar uma encomenda ou devolver um produto',
      },
      myOrders: { title: 'As minhas encomendas', subtitle: 'Estado, seguimento e promoções' },
      productServices: { title: 'Produtos e serviços', subtitle: 'Avisos de envio, garantias e stock' },
    },
    empty: {
      title: 'Nenhuma pergunta corresponde a “%{query}”',
      hint: 'Experimente outras palavras ou pergunte-nos diretamente abaixo.',
      clear: 'Limpar a pesquisa',
    },
    contact: {
      title: 'Ainda tem uma pergunta?',
      subtitle:
        'Se não encontrar a sua pergunta nas perguntas frequentes, pode sempre contactar-nos. Responderemos em breve!',
      phoneHint: 'Temos sempre todo o gosto em ajudar!',
      emailHint: 'A melhor forma de obter uma resposta mais rápida!',
    },
  },
};
export default pt;
