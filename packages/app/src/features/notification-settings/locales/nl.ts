import type { LocaleTexts } from '@/lib/i18n/locale-texts';
import type { en } from './en';

export const nl: LocaleTexts<typeof en> = {
  title: 'Meldingen',
  intro: 'Kies welke pushmeldingen je krijgt. Wat je uitzet, zie je nog steeds in de app.',
  types: {
    title: 'Waarover je een melding krijgt',
    loading: 'Je keuzes voor meldingen laden',
    CHAT: { label: 'Vermeldingen en herinneringen', hint: 'Een collega noemt je in een chat, of een van je herinneringen gaat af.' },
    CHATS: { label: 'Berichten in je chats', hint: 'Een gast of collega schrijft in een chat waar jij aan deelneemt.' },
    GUEST_CHATS: { label: 'Nieuwe gastchats', hint: 'Een gast begint een chat, of niemand behandelt een gastchat.' },
    CUBER_CHATS: { label: 'Chats die op support wachten', hint: 'Een chat is aan support overgedragen en wacht tot iemand hem oppakt.' },
    RESERVATION: { label: 'Reserveringen', hint: 'Er gebeurt iets met een reservering, zoals een aankomst of een wijziging.' },
    APP_URL: { label: 'Nieuws van het park', hint: 'Een aankondiging van het park met een link om te openen.' },
    ORDERS: { label: 'Bestellingen', hint: 'De bestelling van een gast is geplaatst, betaald of gewijzigd.' },
  },
  saved: 'Opgeslagen',
  error: {
    title: 'Je keuzes voor meldingen konden niet worden geladen',
    body: 'Controleer de verbinding en probeer het opnieuw.',
  },
  retry: 'Opnieuw proberen',
};
