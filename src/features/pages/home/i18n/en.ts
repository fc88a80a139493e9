const en = {
  home: {
    title: 'Home',
    greeting: 'Welcome back, %{name}',
    intro: "Your management areas, and below them the template's pages.",
    templatePages: 'Template pages (%{smart_count})',
  },
};
declare module '@/i18n/messageKeys' {
  interface FeatureMessages {
    home: typeof en;
  }
}
export default en;
