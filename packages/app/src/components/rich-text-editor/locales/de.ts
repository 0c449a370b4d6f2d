import type { LocaleTexts } from '@/lib/i18n/locale-texts';
import type { en } from './en';

export const de = {
  toolbar: 'Formatierung',
  textStyle: 'Textstil',
  paragraph: 'Absatz',
  heading: 'Überschrift {{level}}',
  bold: 'Fett',
  italic: 'Kursiv',
  bulletList: 'Aufzählung',
  orderedList: 'Nummerierte Liste',
  link: 'Link',
  image: 'Bild einfügen',
  undo: 'Rückgängig',
  redo: 'Wiederholen',
  linkPrompt: {
    header: 'Linkadresse',
    message: 'Die Adresse, zu der der markierte Text führt. Lass das Feld leer, um den Link zu entfernen.',
    placeholder: 'https://…',
    save: 'Speichern',
    invalid: 'Das ist keine Webadresse',
  },
  imageFailed: 'Dieses Bild konnte nicht gelesen werden. Probiere ein anderes.',
  loading: 'Der Editor wird geladen',
} satisfies LocaleTexts<typeof en>;
