const en = {
  home: { title: 'Home', greeting: 'Welcome back, %{name}', intro: 'Everything you may open, grouped as in the menu.' },
};
declare module '@/i18n/messageKeys' {
  interface FeatureMessages {
    home: typeof en;
  }
}
export default en;
