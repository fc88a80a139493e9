import type { Translation } from '@/i18n/types';
import type en from './en';

const pt: Translation<typeof en> = {
  showcaseCharts: {
    menu: 'Gráficos',
    apex: { title: 'Gráficos Apex' },
    chartjs: { title: 'Chart.js' },
    echart: { title: 'ECharts' },
    kinds: {
      line: 'Gráfico de linhas', bar: 'Gráfico de barras', stackedBar: 'Barras empilhadas', area: 'Gráfico de áreas',
      stackedArea: 'Áreas empilhadas', donut: 'Gráfico em anel', doughnut: 'Gráfico em anel', radar: 'Gráfico radar',
      scatter: 'Gráfico de dispersão', radialBar: 'Barras radiais', heatmap: 'Mapa de calor', polarArea: 'Áreas polares',
      bubble: 'Gráfico de bolhas', gauge: 'Indicador',
    },
    subtitles: {
      visitors: 'Visitantes por mês, este ano face ao ano passado',
      channels: 'Vendas por canal e trimestre (milhares)',
      channelsBubble: 'Vendas por canal e trimestre; a bolha cresce com o montante',
      traffic: 'Parte do tráfego por origem, por mês',
      devices: 'Sessões por dispositivo (%)',
      skills: 'Competências de dois membros da equipa (0–100)',
      salaries: 'Salário face aos anos de experiência',
      goals: 'Progresso nos objetivos deste trimestre (%)',
      activity: 'Horas de atividade por dia da semana e mês',
      gauge: 'Objetivo de vendas atingido até agora',
    },
    data: {
      thisYear: 'Este ano', lastYear: 'Ano passado', quarter: 'T%{number}',
      online: 'Online', retail: 'Retalho', wholesale: 'Grosso',
      organic: 'Pesquisa orgânica', referral: 'Referências', social: 'Redes sociais',
      desktop: 'Computador', mobile: 'Telemóvel', tablet: 'Tablet', other: 'Outros',
      skills: { design: 'Design', frontEnd: 'Front-end', backEnd: 'Back-end', testing: 'Testes', devOps: 'DevOps', docs: 'Documentação' },
      ana: 'Ana', ben: 'Ben',
      engineering: 'Engenharia', sales: 'Vendas',
      signups: 'Registos', retention: 'Retenção',
      total: 'Total', average: 'Média',
      yearsOfExperience: 'Anos de experiência', salaryThousands: 'Salário (milhares de $)', visitors: 'Visitantes', salesThousands: 'Vendas (milhares)',
    },
  },
};
export default pt;
