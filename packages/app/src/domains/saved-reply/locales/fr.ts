import type { LocaleTexts } from '@/lib/i18n/locale-texts';
import type { en } from './en';

/** Les textes français des réponses enregistrées (espace de noms 'savedReply'). */
export const fr = {
  picker: {
    label: 'Réponses enregistrées',
    open: 'Insérer une réponse enregistrée',
    empty: 'Aucune réponse enregistrée ne correspond à « {{query}} ».',
    none: 'Aucune réponse enregistrée pour l’instant.',
    hint: 'Tapez / pour rechercher une réponse enregistrée',
  },
  notice: {
    missing: 'Cette réponse n’existe pas encore en {{language}} : elle a été insérée en {{fallback}}.',
    inserted: 'Insérée en {{language}}.',
  },
  scope: { shared: 'Partagée', own: 'Les miennes' },
  languages: { en: 'anglais', nl: 'néerlandais', de: 'allemand', fr: 'français' },
} satisfies LocaleTexts<typeof en>;
