const en = {
  showcaseCharts: {
    menu: 'Charts',
    apex: { title: 'Apex charts' },
    chartjs: { title: 'Chart.js' },
    echart: { title: 'ECharts' },
    kinds: {
      line: 'Line chart', bar: 'Bar chart', stackedBar: 'Stacked bar chart', area: 'Area chart', stackedArea: 'Stacked area chart',
      donut: 'Donut chart', doughnut: 'Doughnut chart', radar: 'Radar chart', scatter: 'Scatter chart', radialBar: 'Radial bar chart',
      heatmap: 'Heat map', polarArea: 'Polar area chart', bubble: 'Bubble chart', gauge: 'Gauge',
    },
    subtitles: {
      visitors: 'Monthly visitors, this year against last year',
      channels: 'Sales by channel and quarter (thousands)',
      channelsBubble: 'Sales by channel and quarter; the bubble grows with the amount',
      traffic: 'Share of traffic by source, per month',
      devices: 'Sessions by device (%)',
      skills: 'Two team members’ skills (0–100)',
      salaries: 'Salary against years of experience',
      goals: 'Progress towards this quarter’s goals (%)',
      activity: 'Hours of activity per weekday and month',
      gauge: 'Sales goal reached so far',
    },
    data: {
      thisYear: 'This year', lastYear: 'Last year', quarter: 'Q%{number}',
      online: 'Online', retail: 'Retail', wholesale: 'Wholesale',
      organic: 'Organic search', referral: 'Referral', social: 'Social',
      desktop: 'Desktop', mobile: 'Mobile', tablet: 'Tablet', other: 'Other',
      skills: { design: 'Design', frontEnd: 'Front end', backEnd: 'Back end', testing: 'Testing', devOps: 'DevOps', docs: 'Docs' },
      ana: 'Ana', ben: 'Ben',
      engineering: 'Engineering', sales: 'Sales',
      signups: 'Sign-ups', retention: 'Retention',
      total: 'Total', average: 'Average',
      yearsOfExperience: 'Years of experience', salaryThousands: 'Salary (thousands $)', visitors: 'Visitors', salesThousands: 'Sales (thousands)',
    },
  },
};
declare module '@/i18n/messageKeys' {
  interface FeatureMessages {
    showcaseCharts: typeof en;
  }
}
export default en;
