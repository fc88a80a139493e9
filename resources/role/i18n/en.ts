const en = {
  resources: {
    role: {
      name: 'Role |||| Roles',
      page: {
        list: 'Roles',
        create: 'Add role',
        edit: 'Edit role',
      },
      fields: {
        name: 'Name',
        description: 'Description',
        permissions: 'Permissions',
      },
      sections: {
        role: 'Role',
        permissions: 'Permissions',
      },
    },
  },
};

export default en;
