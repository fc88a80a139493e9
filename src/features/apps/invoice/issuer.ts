/** The company that issues the demo invoices, printed at the top of each one. */
export const ISSUER = {
  name: 'Vuexy Admin',
  address: ['Office 149, 450 South Brand Brooklyn', 'San Diego County, CA 91905, USA'],
  phone: '+1 (123) 456 7891',
  email: 'billing@vuexy.demo',
};
