const en = {
  acl: {
    title: 'Access control',
    commonTitle: 'Your permissions',
    commonBody:
      'You are signed in as %{role}. These are the actions you may perform; menus, buttons and pages follow them.',
    abilities: 'Abilities',
    action: 'Action',
    subject: 'Subject',
    everything: 'Everything',
    permission: 'What you may do',
    rule: {
      read: 'See %{subject}',
      store: 'Add to %{subject}',
      edit: 'Change %{subject}',
      delete: 'Delete from %{subject}',
      manage: 'Do anything with %{subject}',
    },
    subjects: {
      all: 'everything',
      ACL: 'the access-control page',
      Auth: 'your own account and profile',
      Analytics: 'the analytics',
    },
    analyticsTitle: 'Only for those who may read analytics',
    analyticsBody: 'This card is shown because your abilities include reading Analytics.',
    analyticsHidden: 'A card for those who may read analytics is hidden from you.',
  },
};
declare module '@/i18n/messageKeys' {
  interface FeatureMessages {
    acl: typeof en;
  }
}
export default en;
