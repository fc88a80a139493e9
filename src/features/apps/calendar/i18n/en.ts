const en = {
  calendarApp: {
    title: 'Calendar',
    add: 'Add event',
    loading: 'Loading events',
    filters: 'Calendars',
    viewAll: 'View all',
    calendars: { Business: 'Business', Holiday: 'Holiday', Personal: 'Personal', Family: 'Family', ETC: 'ETC' },
    views: { today: 'Today', month: 'Month', week: 'Week', day: 'Day', list: 'List', prev: 'Previous', next: 'Next' },
    form: {
      addTitle: 'Add event',
      editTitle: 'Edit event',
      close: 'Close',
      saving: 'Saving',
      title: 'Title',
      calendar: 'Calendar',
      allDay: 'All day',
      start: 'Start',
      end: 'End',
      url: 'Event URL',
      openUrl: 'Open the link',
      location: 'Location',
      description: 'Description',
      add: 'Add',
      save: 'Update',
      cancel: 'Cancel',
      delete: 'Delete',
      errors: {
        titleRequired: 'Please enter a title',
        titleTooLong: 'Keep the title to 120 characters or fewer',
        calendarRequired: 'Please choose a calendar',
        startInvalid: 'Please enter a valid start',
        endInvalid: 'Please enter a valid end',
        endBeforeStart: 'The end cannot be before the start',
        url: 'Please enter a valid web address (https://…)',
        locationTooLong: 'Keep the location to 200 characters or fewer',
        descriptionTooLong: 'Keep the description to 2000 characters or fewer',
      },
    },
    toast: {
      added: 'Event added: %{title}',
      updated: 'Event updated: %{title}',
      deleted: 'Event deleted: %{title}',
      moved: 'Event moved: %{title}',
      resized: 'Event duration changed: %{title}',
    },
    errors: {
      saveFailed: 'Your change could not be saved. Please try again.',
      moveFailed: 'The event could not be moved; it is back where it was.',
    },
  },
};
declare module '@/i18n/messageKeys' {
  interface FeatureMessages {
    calendarApp: typeof en;
  }
}
export default en;
