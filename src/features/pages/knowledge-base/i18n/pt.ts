import type { Translation } from '@/i18n/types';
import type en from './en';

const pt: Translation<typeof en> = {
  kb: {
    title: 'Base de conhecimento',
    categoryTitle: 'Categoria',
    questionTitle: 'Artigo',
    heading: 'A sua fonte de respostas',
    subheading: 'Pesquise um artigo ou abra uma categoria para ver as suas perguntas',
    searchLabel: 'Faça uma pergunta…',
    empty: 'Nenhuma categoria ou pergunta corresponde a “%{query}”',
    clearSearch: 'Limpar a pesquisa',
    categories: {
      'sales-automation': 'Automação de vendas',
      'marketing-automation': 'Automação de marketing',
      'api-questions': 'Perguntas sobre a API',
      personalization: 'Personalização',
      'email-marketing': 'Marketing por e-mail',
      'demand-generation': 'Geração de procura',
    },
    questionCount: '%{smart_count} pergunta |||| %{smart_count} perguntas',
    backToKb: 'Voltar à base de conhecimento',
    lastUpdated: 'Atualizado a %{date}',
    related: 'Perguntas relacionadas',
    noRelated: 'Ainda não há outra pergunta nesta secção.',
    notFound: {
      category: 'Categoria não encontrada',
      categoryHint: 'Não existe nenhuma categoria “%{name}” na base de conhecimento.',
      question: 'Artigo não encontrado',
      questionHint: 'Este artigo não existe ou foi movido. Percorra a base de conhecimento para o encontrar.',
    },
  },
};
export default pt;
