import { GUIDE_QUESTIONNAIRE_LABEL } from '@stay/contract';
import type { Db } from '../../src/db/database';
import { upsertGuideProfile } from '../../src/modules/identity';
import { replaceAnswers, saveQuestionnaire } from '../../src/modules/questionnaire';
import type { QuestionnaireInput } from '../../src/modules/questionnaire/repository';
import { uniqueId } from './unique-id';

const DEFAULT_QUESTIONS: QuestionnaireInput['questions'] = [
  {
    label: 'interests',
    question: 'What would you like to do?',
    multiple: true,
    options: [
      { value: 'hiking', text: 'Walking', tags: ['hiking', 'nature'] },
      { value: 'food', text: 'Food and drinks', tags: ['food'] },
    ],
  },
];

/** Guides guests can choose and the questionnaire that matches them. */
export function createGuideFactories(db: () => Db) {
  return {
    /** Makes a GUIDE staff member choosable, with the given interest tags (and the languages spoken, bio). */
    async guideProfile(
      staffId: string,
      tags: readonly string[] = ['hiking', 'nature'],
      profile: { languages?: readonly string[]; bio?: Parameters<typeof upsertGuideProfile>[1]['bio'] } = {},
    ): Promise<void> {
      await upsertGuideProfile(db(), {
        staffId,
        bio: profile.bio ?? 'Knows every trail.',
        languages: [...(profile.languages ?? ['nl', 'en'])],
        tags: [...tags],
        personimage: null,
        acceptsGuests: true,
      });
    },

    /**
     * The guide questionnaire; by default one multiple-choice question whose options carry the tags guides are
     * matched on.
     */
    async guideQuestionnaire(questions: QuestionnaireInput['questions'] = DEFAULT_QUESTIONS): Promise<void> {
      await saveQuestionnaire(db(), { id: uniqueId('questionnaire'), label: GUIDE_QUESTIONNAIRE_LABEL, title: 'Find your guide', questions });
    },

    /** A guest's answers to the guide questionnaire on their reservation. */
    async guideAnswers(input: { reservationId: string; guestId: string; entries: { label: string; awnser: string }[] }): Promise<void> {
      await replaceAnswers(db(), { ...input, questionnaireLabel: GUIDE_QUESTIONNAIRE_LABEL, answeredAt: new Date().toISOString() });
    },
  };
}
