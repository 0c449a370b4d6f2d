import type { Translations } from './en';

export const nl: Translations = {
  common: {
    appName: 'Stay Companion',
    ok: 'Ok',
    logout: 'Uitloggen',
    loading: 'Laden',
    cancel: 'Annuleren',
  },
  roles: {
    GUEST: 'Gast',
    GUIDE: 'Gids',
    CUBER: 'Cuber',
    BACKOFFICE: 'Backoffice',
    MANAGEMENT: 'Management',
    UNKOWN: 'Onbekende rol',
  },
  emergencyPhone: {
    prompt: 'Hulp nodig? Bel ons',
  },
  login: {
    title: 'Inloggen',
    heading: 'Welkom bij je verblijf',
    intro: 'Log in om je suite te bekijken, met je gids te praten en diensten te bestellen.',
    email: 'E-mail',
    password: 'Wachtwoord',
    submit: 'Inloggen',
    submitting: 'Bezig met inloggen…',
    emailRequired: 'Vul je e-mailadres in.',
    emailInvalid: 'Vul een geldig e-mailadres in, zoals naam@voorbeeld.nl.',
    passwordRequired: 'Vul je wachtwoord in.',
  },
  guestHome: {
    title: 'Home',
    welcome: 'Welkom, {{name}}',
    intro: 'Fijn dat je er bent.',
  },
  staffChats: {
    title: 'Chats',
    signedInAs: 'Ingelogd als',
    emptyTitle: 'Nog geen chats',
    emptyBody: 'De live chat-inbox komt met de chatfunctie (issue 4).',
  },
  placeholder: {
    back: 'Terug naar de startpagina',
    comingSoon: 'Binnenkort',
    builtIn: 'Dit scherm wordt gebouwd in issue {{issue}}, {{feature}}.',
    features: {
      guestStay: 'de gastverblijf-functie',
      chat: 'de chatfunctie',
    },
    screens: {
      guestChat: 'Chat',
      guestServices: 'Diensten',
      guideSelection: 'Kies je gids',
      activateReservation: 'Activeer je reservering',
      activateInvite: 'Activeer je uitnodiging',
      waitScreen: 'Je verblijf',
      chat: 'Chat',
      booking: 'Boeking',
    },
  },
  notFound: {
    title: 'Pagina niet gevonden',
    heading: 'We konden deze pagina niet vinden',
    body: 'De link is misschien verouderd of verkeerd getypt.',
    back: 'Naar de startpagina',
  },
  offline: {
    title: 'Geen verbinding',
    heading: 'Je bent offline',
    body: 'We kunnen Stay Companion nu niet bereiken. Controleer je internetverbinding en probeer het opnieuw.',
    retry: 'Opnieuw proberen',
  },
};
