const en = {
  resources: {
    admin: {
      name: 'Administrator |||| Administrators',
      page: {
        list: 'Administrators',
        create: 'Add administrator',
        edit: 'Edit administrator',
      },
      fields: {
        fullName: 'Full name',
        email: 'E-mail',
        password: 'Password',
        roleId: 'Role',
        status: 'Status',
        avatar: 'Avatar',
        lastSignInAt: 'Last sign-in',
      },
      sections: {
        account: 'Account',
        access: 'Access',
      },
    },
  },
};

export default en;
