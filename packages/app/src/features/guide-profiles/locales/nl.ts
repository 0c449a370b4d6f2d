import type { LocaleTexts } from '@/lib/i18n/locale-texts';
import type { en } from './en';

export const nl = {
  title: 'Mijn gidsprofiel',
  titleManagement: 'Gidsen',
  intro: 'Dit zien gasten als ze een gids kiezen: je foto, een paar woorden over jezelf, de talen die je spreekt en wat je graag deelt.',
  introManagement: 'Wat gasten van elke gids zien als ze er een kiezen. Open een gids om de foto, bio, talen en interesses te wijzigen.',
  loading: 'De gidsprofielen worden geladen',
  error: {
    title: 'De gidsprofielen konden niet worden geladen',
    body: 'Controleer de verbinding en probeer het opnieuw.',
  },
  retry: 'Opnieuw proberen',
  empty: {
    title: 'Nog geen gidsen',
    body: 'De gidsen van je park verschijnen hier zodra ze een account hebben.',
  },
  edit: 'Profiel van {{name}} bewerken',
  editTitle: 'Profiel van {{name}}',
  noBio: 'Nog geen bio',
  photo: {
    legend: 'Foto',
    of: 'Foto van {{name}}',
    choose: 'Kies een foto',
    hint: 'Een vriendelijke foto van het gezicht (PNG, JPEG of WebP). Hij wordt meteen opgeslagen.',
    saving: 'De foto wordt opgeslagen…',
    saved: 'Foto opgeslagen',
    notAnImage: 'Kies een PNG-, JPEG- of WebP-afbeelding.',
    failed: 'De foto kon niet worden opgeslagen.',
  },
  bio: {
    legend: 'Over',
    label: 'Bio',
  },
  languages: {
    legend: 'Gesproken talen',
    hint: 'Gasten die een van deze talen lezen, krijgen deze gids als eerste aangeboden.',
    other: 'Ook: {{languages}}',
  },
  tags: {
    legend: 'Interesses',
    hint: 'Gasten met een gedeelde interesse in hun antwoorden zien deze gids hoger.',
  },
  save: 'Opslaan',
  saving: 'Opslaan…',
  saved: 'Gidsprofiel opgeslagen',
  failed: 'Het profiel kon niet worden opgeslagen. Probeer het opnieuw.',
} satisfies LocaleTexts<typeof en>;
