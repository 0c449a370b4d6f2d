/** The texts of this feature, in their own i18n namespace so that they load with the feature, not with /login. */
export const en = {
  waitScreen: {
    title: 'Your stay',
    refresh: 'Check again',
    refreshing: 'Checking…',
    activate: 'Activate a reservation',
    activateNew: 'Activate a new reservation',
    countdown: {
      heading: 'Your stay is coming up',
      opensOn: 'Your app opens on {{day}}.',
      stay: 'Then you can see {{suite}}, choose your guide and order services. You arrive on {{start}}.',
      summary: 'The app opens in {{days}} days and {{hours}} hours.',
      units: { days: 'days', hours: 'hours', minutes: 'min', seconds: 'sec' },
    },
    provisional: {
      heading: 'Your reservation is provisional',
      body: 'Your stay from {{start}} is not confirmed yet.',
      next: 'As soon as it is confirmed, the app opens here for your stay.',
    },
    past: {
      heading: 'Thank you for staying with us',
      body: 'Your stay in {{suite}} ended on {{end}}.',
      next: 'Coming back? Activate your next reservation to use the app again.',
    },
    none: {
      heading: 'No current reservation',
      body: 'Your account has no reservation to show. Activate one with its reservation number.',
    },
    error: {
      heading: 'We could not check your reservation',
      body: 'Check your connection and try again.',
    },
  },
};

export const nl: typeof en = {
  waitScreen: {
    title: 'Je verblijf',
    refresh: 'Opnieuw kijken',
    refreshing: 'Kijken…',
    activate: 'Reservering activeren',
    activateNew: 'Nieuwe reservering activeren',
    countdown: {
      heading: 'Je verblijf komt eraan',
      opensOn: 'Je app opent op {{day}}.',
      stay: 'Dan zie je {{suite}}, kies je je gids en bestel je diensten. Je komt aan op {{start}}.',
      summary: 'De app opent over {{days}} dagen en {{hours}} uur.',
      units: { days: 'dagen', hours: 'uur', minutes: 'min', seconds: 'sec' },
    },
    provisional: {
      heading: 'Je reservering is voorlopig',
      body: 'Je verblijf vanaf {{start}} is nog niet bevestigd.',
      next: 'Zodra het bevestigd is, opent de app hier voor je verblijf.',
    },
    past: {
      heading: 'Bedankt voor je verblijf',
      body: 'Je verblijf in {{suite}} eindigde op {{end}}.',
      next: 'Kom je terug? Activeer je volgende reservering om de app weer te gebruiken.',
    },
    none: {
      heading: 'Geen actuele reservering',
      body: 'Je account heeft geen reservering om te tonen. Activeer er een met het reserveringsnummer.',
    },
    error: {
      heading: 'We konden je reservering niet controleren',
      body: 'Controleer je verbinding en probeer het opnieuw.',
    },
  },
};
