const en = { home: { title: 'Home', greeting: 'Welcome back, %{name}', intro: 'Everything you may open, grouped as in the menu.' } };
export default en;
