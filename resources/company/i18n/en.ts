const en = {
  resources: {
    company: {
      name: 'Company |||| Companies',
      page: {
        list: 'Companies',
        create: 'Add company',
        edit: 'Edit company',
        show: 'Company',
      },
      fields: {
        name: 'Name',
        logo: 'Logo',
        industry: 'Industry',
        website: 'Website',
        email: 'E-mail',
        phone: 'Phone',
        address: 'Address',
        country: 'Country',
        description: 'Description',
      },
      sections: {
        identity: 'Identity',
        contact: 'Contact',
      },
      choices: {
        industry: {
          technology: 'Technology',
          finance: 'Finance',
          health: 'Health',
          education: 'Education',
          retail: 'Retail',
          manufacturing: 'Manufacturing',
          media: 'Media',
          logistics: 'Logistics',
          energy: 'Energy',
          hospitality: 'Hospitality',
        },
      },
    },
  },
};

export default en;
