const en = {
  acl: {
    title: 'Access control',
    commonTitle: 'Your permissions',
    commonBody: 'You are signed in as %{role}. These are the actions you may perform; menus, buttons and pages follow them.',
    abilities: 'Abilities',
    action: 'Action',
    subject: 'Subject',
    everything: 'Everything',
    analyticsTitle: 'Only for those who may read analytics',
    analyticsBody: 'This card is shown because your abilities include reading Analytics.',
    analyticsHidden: 'A card for those who may read analytics is hidden from you.',
  },
};
export default en;
