import type { Translation } from '@/i18n/types';
import type en from './en';

const fr: Translation<typeof en> = {
  showcaseCharts: {
    menu: 'Graphiques',
    apex: { title: 'Graphiques Apex' },
    chartjs: { title: 'Chart.js' },
    echart: { title: 'ECharts' },
    kinds: {
      line: 'Graphique en courbes', bar: 'Graphique en barres', stackedBar: 'Barres empilées', area: 'Graphique en aires',
      stackedArea: 'Aires empilées', donut: 'Graphique en anneau', doughnut: 'Graphique en anneau', radar: 'Graphique radar',
      scatter: 'Nuage de points', radialBar: 'Barres radiales', heatmap: 'Carte de chaleur', polarArea: 'Aires polaires',
      bubble: 'Graphique à bulles', gauge: 'Jauge',
    },
    subtitles: {
      visitors: 'Visiteurs par mois, cette année comparée à l’an dernier',
      channels: 'Ventes par canal et par trimestre (milliers)',
      channelsBubble: 'Ventes par canal et par trimestre ; la bulle grossit avec le montant',
      traffic: 'Part du trafic par source, par mois',
      devices: 'Sessions par appareil (%)',
      skills: 'Compétences de deux membres de l’équipe (0–100)',
      salaries: 'Salaire selon les années d’expérience',
      goals: 'Avancement des objectifs du trimestre (%)',
      activity: 'Heures d’activité par jour de la semaine et par mois',
      gauge: 'Objectif de ventes atteint à ce jour',
    },
    data: {
      thisYear: 'Cette année', lastYear: 'L’an dernier', quarter: 'T%{number}',
      online: 'En ligne', retail: 'Détail', wholesale: 'Gros',
      organic: 'Recherche naturelle', referral: 'Sites référents', social: 'Réseaux sociaux',
      desktop: 'Ordinateur', mobile: 'Mobile', tablet: 'Tablette', other: 'Autre',
      skills: { design: 'Design', frontEnd: 'Front-end', backEnd: 'Back-end', testing: 'Tests', devOps: 'DevOps', docs: 'Docs' },
      ana: 'Ana', ben: 'Ben',
      engineering: 'Ingénierie', sales: 'Ventes',
      signups: 'Inscriptions', retention: 'Fidélisation',
      total: 'Total', average: 'Moyenne',
      yearsOfExperience: 'Années d’expérience', salaryThousands: 'Salaire (milliers de $)', visitors: 'Visiteurs', salesThousands: 'Ventes (milliers)',
    },
  },
};
export default fr;
