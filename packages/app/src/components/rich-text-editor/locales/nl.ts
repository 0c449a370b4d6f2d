import type { LocaleTexts } from '@/lib/i18n/locale-texts';
import type { en } from './en';

export const nl = {
  toolbar: 'Opmaak',
  textStyle: 'Tekststijl',
  paragraph: 'Alinea',
  heading: 'Kop {{level}}',
  bold: 'Vet',
  italic: 'Cursief',
  bulletList: 'Lijst met opsommingstekens',
  orderedList: 'Genummerde lijst',
  link: 'Link',
  image: 'Afbeelding invoegen',
  undo: 'Ongedaan maken',
  redo: 'Opnieuw',
  linkPrompt: {
    header: 'Linkadres',
    message: 'Het adres waar de geselecteerde tekst naartoe leidt. Laat het leeg om de link te verwijderen.',
    placeholder: 'https://…',
    save: 'Opslaan',
    invalid: 'Dit is geen webadres',
  },
  imageFailed: 'Deze afbeelding kon niet worden gelezen. Probeer een andere.',
  loading: 'De editor wordt geladen',
} satisfies LocaleTexts<typeof en>;
