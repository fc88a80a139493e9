const en = {
  resources: {
    user: {
      name: 'User |||| Users',
      page: {
        list: 'Users',
        create: 'Add user',
        edit: 'Edit user',
        show: 'User',
      },
      fields: {
        fullName: 'Full name',
        username: 'Username',
        email: 'E-mail',
        phone: 'Phone',
        companyId: 'Company',
        country: 'Country',
        status: 'Status',
      },
      sections: {
        profile: 'Profile',
        organisation: 'Organisation',
      },
    },
  },
};

export default en;
