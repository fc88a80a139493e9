import type { Translation } from '@/i18n/types';
import type en from './en';

const de: Translation<typeof en> = {
  showcaseCharts: {
    menu: 'Diagramme',
    apex: { title: 'Apex-Diagramme' },
    chartjs: { title: 'Chart.js' },
    echart: { title: 'ECharts' },
    kinds: {
      line: 'Liniendiagramm', bar: 'Balkendiagramm', stackedBar: 'Gestapeltes Balkendiagramm', area: 'Flächendiagramm',
      stackedArea: 'Gestapeltes Flächendiagramm', donut: 'Ringdiagramm', doughnut: 'Ringdiagramm', radar: 'Netzdiagramm',
      scatter: 'Streudiagramm', radialBar: 'Radiales Balkendiagramm', heatmap: 'Heatmap', polarArea: 'Polarflächendiagramm',
      bubble: 'Blasendiagramm', gauge: 'Tachodiagramm',
    },
    subtitles: {
      visitors: 'Besucher pro Monat, dieses Jahr im Vergleich zum Vorjahr',
      channels: 'Umsatz nach Kanal und Quartal (Tausend)',
      channelsBubble: 'Umsatz nach Kanal und Quartal; die Blase wächst mit dem Betrag',
      traffic: 'Zugriffe nach Quelle, pro Monat',
      devices: 'Sitzungen nach Gerät (%)',
      skills: 'Fähigkeiten zweier Teammitglieder (0–100)',
      salaries: 'Gehalt im Verhältnis zu Berufsjahren',
      goals: 'Fortschritt bei den Zielen dieses Quartals (%)',
      activity: 'Aktive Stunden pro Wochentag und Monat',
      gauge: 'Bisher erreichtes Umsatzziel',
    },
    data: {
      thisYear: 'Dieses Jahr', lastYear: 'Vorjahr', quarter: 'Q%{number}',
      online: 'Online', retail: 'Einzelhandel', wholesale: 'Großhandel',
      organic: 'Organische Suche', referral: 'Verweise', social: 'Soziale Medien',
      desktop: 'Desktop', mobile: 'Mobil', tablet: 'Tablet', other: 'Sonstige',
      skills: { design: 'Design', frontEnd: 'Frontend', backEnd: 'Backend', testing: 'Tests', devOps: 'DevOps', docs: 'Doku' },
      ana: 'Ana', ben: 'Ben',
      engineering: 'Entwicklung', sales: 'Vertrieb',
      signups: 'Anmeldungen', retention: 'Kundenbindung',
      total: 'Gesamt', average: 'Durchschnitt',
      yearsOfExperience: 'Berufsjahre', salaryThousands: 'Gehalt (Tausend $)', visitors: 'Besucher', salesThousands: 'Umsatz (Tausend)',
    },
  },
};
export default de;
