export const DEMO_PASSWORD = 'Demo1234';

export const DEMO = {
  guest: 'guest@demo.stay',
  guide: 'guide@demo.stay',
  cuber: 'cuber@demo.stay',
  backoffice: 'backoffice@demo.stay',
  management: 'management@demo.stay',
} as const;

/** The demo guest's suite; its chat is in every staff member's inbox. */
export const MAIN_SUITE = 'Suite Zeezicht 12';
