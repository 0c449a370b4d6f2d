import type { LocaleTexts } from '@/lib/i18n/locale-texts';
import type { en } from './en';

const GUEST_SERVICE = 'Er is een fout opgetreden, neem contact op met onze gastenservice';
const INCORRECT_CREDENTIALS = 'Onjuiste inloggegevens';
const LOGIN_EXPIRED = 'Je login is verlopen';
const UNEXPECTED = 'Er is een onverwachte fout opgetreden';
const GENERIC = 'Er is een fout opgetreden';
const RESET_LINK_INVALID = 'Deze resetlink is niet meer geldig. Begin opnieuw met het resetten.';
const NO_API_CONNECTION = 'We kunnen geen verbinding maken met de API van dit object.';

/** Every catalogue code in Dutch: a code without a Dutch text does not compile. */
export const nl = {
  codes: {
    MYB_NOT_FOUND: GUEST_SERVICE,
    MYB_OFFLINE: GUEST_SERVICE,
    PASSWORD_MISMATCH: 'Wachtwoorden komen niet overeen',
    INCORRECT_PASSWORD: INCORRECT_CREDENTIALS,
    MISSING_CREDENTIALS: INCORRECT_CREDENTIALS,
    INVALID_CREDENTIALS: INCORRECT_CREDENTIALS,
    NO_EMAIL: 'Geen gebruikersnaam',
    NO_PASSWORD: 'Geen wachtwoord',
    EMAIL_TAKEN: 'Gebruikersnaam is al in gebruik',
    UNAUTHORIZED: 'Geen toegang',
    NO_CREDENTIALS: 'Geen inloggegevens',
    SESSION_NOT_FOUND: LOGIN_EXPIRED,
    REFRESHTOKEN_EXPIRED: LOGIN_EXPIRED,
    ORDER_NOT_FOUND: 'Bestelling niet gevonden',
    CHAT_NOT_FOUND: 'Chat niet gevonden',
    RESERVATION_NOT_FOUND: 'Reservering niet gevonden',
    LOCATION_NOT_FOUND: UNEXPECTED,
    UNEXPECTED_ERROR: UNEXPECTED,

    NO_RELATION_FOUND:
      'Er is een probleem met je account: er kan geen bestelling worden gemaakt. Neem contact op met de aanbieder via {{phone}}.',
    ORDER_NOT_YOURS: 'Deze bestelling hoort niet bij je reservering.',
    RESERVATION_ALREADY_REGISTERD:
      'Deze reservering is al aan een account gekoppeld. Vraag de beheerder van dat account om je als extra gast toe te voegen.',
    USER_HAS_ACTIVE_RESERVATION: 'Dit account heeft al een actieve reservering. Gebruik een nieuw of ander account.',
    MAIL_ERROR: 'De e-mail kon niet worden verstuurd. Probeer het opnieuw, of neem anders contact op met de aanbieder.',
    ORDER_ALREADY_DONE: 'Je bestelling wordt al verwerkt. Neem contact op met je gids.',
    EXPIRED_RESET_CODE: 'Deze resetcode is verlopen. Vraag een nieuwe aan.',
    INVALID_RESET_CODE: 'Deze resetcode is niet geldig. Controleer de code in de e-mail.',
    EXPIRED_RESET_HASH: RESET_LINK_INVALID,
    INVALID_RESET_HASH: RESET_LINK_INVALID,
    OUTSIDE_RESERVATION_TIME_WINDOW: 'Je reservering is afgelopen of nog niet begonnen.',
    DOMOTICA_NOT_IN_ACCOMMODATION: 'Dit object hoort niet bij je suite.',
    DOMOTICA_NOT_FOUND: 'Dit object is niet gevonden. Start de app opnieuw of neem contact op met de aanbieder.',
    APICONNECTOR_NOT_FOUND: NO_API_CONNECTION,
    INVALID_API_COMMAND: NO_API_CONNECTION,
    RESERVATION_ENDED: 'Je reservering is afgelopen. Koppel een nieuwe reservering.',
    ALREADY_RATED: 'Je hebt je gids voor dit verblijf al beoordeeld. Dank je wel!',
    COMPLAINT_NOT_FOUND: 'Klacht niet gevonden',
    COMPLAINT_ALREADY_REVIEWED: 'Deze klacht is al goedgekeurd of afgewezen',
    COMPLAINT_ALREADY_RESOLVED: 'Deze klacht is al opgelost',
    APPOINTMENT_NOT_FOUND: 'Afspraak niet gevonden',
    APPOINTMENT_EMPLOYEE_UNAVAILABLE: 'Deze medewerker is op dat moment niet beschikbaar. Kies een ander tijdstip of een collega.',
    APPOINTMENT_OVERLAP: 'Deze medewerker heeft op dat moment al een afspraak. Kies een ander tijdstip.',
    AVAILABILITY_NOT_FOUND: 'Beschikbaarheid niet gevonden',
    DELIVERY_NOT_FOUND: 'Levering niet gevonden',
    DELIVERY_OUTSIDE_STAY: 'Kies een dag van je verblijf voor deze levering.',
    PRODUCT_SOLD_OUT: 'Dit product is op die dag uitverkocht. Kies een andere dag.',
    RENTAL_WINDOW_EXPIRED: 'Je reservering van dit huurartikel is verlopen. Vernieuw hem of haal hem uit je winkelmand.',
    ORDER_NOT_PLACEABLE: 'Deze bestelling kan nog niet worden geplaatst: er moet minstens één levering in staan en alles moet betaald zijn.',
    PAYMENT_NOT_FOUND: 'Betaling niet gevonden',
    ORDER_NOT_PAYABLE: 'Er staat voor deze bestelling niets meer open om te betalen.',
    PAYMENT_METHOD_UNAVAILABLE: 'Deze betaalmethode is niet beschikbaar. Kies een andere.',
    PAYMENT_PROVIDER_ERROR: 'De betaling kon niet worden gestart. Probeer het zo opnieuw.',
    PRODUCT_NOT_FOUND: 'Dit product is niet beschikbaar',
    CATEGORY_NOT_FOUND: 'Categorie niet gevonden',
    PRODUCT_KEY_TAKEN: 'Een ander product gebruikt deze code al',
    RENTAL_NOT_FOUND: 'Huur niet gevonden',
    RENTAL_NOT_ACTIVE: 'Deze huur is niet actief: de huurperiode is nog niet begonnen of al voorbij.',
    RENTAL_NOT_AT_STATION: 'Breng de fiets terug naar het fietsstation voordat je de huur beëindigt.',
    RENTAL_PARTNER_UNAVAILABLE: 'De fietsverhuur is nu niet bereikbaar. Probeer het zo opnieuw.',
    WEBLINK_NOT_FOUND: 'Link niet gevonden',
    WEBLINK_CATEGORY_NOT_FOUND: 'Linkcategorie niet gevonden',
    WEBLINK_URL_INVALID: 'Vul een webadres in dat begint met http:// of https://',
    WEBLINK_CATEGORY_NOT_EMPTY: 'Deze categorie bevat nog links. Verplaats of verwijder eerst de links.',
    WRONG_PASSWORD: 'Je huidige wachtwoord klopt niet',
    INVALID_VERIFICATION_TOKEN: 'Deze verificatielink is niet meer geldig. Vraag een nieuwe aan via je profiel.',
    UNLINK_RESERVATION_FAILED: 'Je reservering kan niet worden ontkoppeld. Neem contact op met de aanbieder via {phone}.',
    REMOVE_ACCOUNT_FAILED: 'Je account kan niet worden verwijderd. Neem contact op met de aanbieder via {phone}.',
    INVALID_IMAGE: 'Kies een PNG-, JPEG- of WebP-afbeelding',
    PROFILE_IMAGE_NOT_FOUND: 'Afbeelding niet gevonden',
    ANNOUNCEMENT_NOT_FOUND: 'Mededeling niet gevonden',
    ANNOUNCEMENT_IN_USE:
      'Deze mededeling is gepubliceerd of al door gasten geaccepteerd of gelezen, dus ze kan niet worden verwijderd. Zet de publicatie uit om ze te verbergen.',
    BUG_REPORT_NOT_FOUND: 'Foutmelding niet gevonden',

    ACCESSTOKEN_EXPIRED: GENERIC,
    ACCESSTOKEN_INVALID: GENERIC,
    INVALID_INPUT: GENERIC,
    ROUTE_NOT_FOUND: GENERIC,
    PAYLOAD_TOO_LARGE: GENERIC,
    UNSUPPORTED_MEDIA_TYPE: GENERIC,
    TOO_MANY_REQUESTS: 'Te veel pogingen. Wacht even en probeer het opnieuw.',
    REQUEST_TIMEOUT: GENERIC,
    URI_TOO_LONG: GENERIC,
    HEADERS_TOO_LARGE: GENERIC,
  },
  generic: GENERIC,
  server: { header: 'Serverfout', message: UNEXPECTED },
} satisfies LocaleTexts<typeof en>;
