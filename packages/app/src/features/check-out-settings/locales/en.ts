/** This feature's English texts (namespace 'checkOutSettings'). */
export const en = {
  checkOutSettings: {
    title: 'Check-out',
    heading: 'Self check-out',
    intro: 'What guests tick before they check out, and what happens to the suite afterwards.',
    checklist: 'Checklist',
    item: 'Item {{number}}',
    language: { en: 'English', nl: 'Dutch', de: 'German', fr: 'French' },
    addItem: 'Add item',
    removeItem: 'Remove item {{number}}',
    ecoSetpoint: 'Eco temperature after check-out (°C)',
    graceMinutes: 'Door and controls stay on after check-out (minutes)',
    save: 'Save',
    saved: 'Check-out settings saved',
    errorTitle: 'The check-out settings could not be loaded',
    retry: 'Try again',
    loading: 'Loading the check-out settings',
  },
};
