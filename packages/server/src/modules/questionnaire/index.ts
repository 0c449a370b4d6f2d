/** Questionnaires (guide matching) and the answers a reservation gave. Owns `questionnaires`, `questionnaire_*`. */
import type { AppModule } from '../../http/app-module';
import { registerStaffQuestionnaireRoutes } from './staff-routes';
import { registerGuestQuestionnaireRoutes } from './guest-routes';
import { createQuestionnaireService } from './service';

export const questionnaireModule: AppModule = {
  name: 'questionnaire',
  register(app, { db }) {
    const questionnaires = createQuestionnaireService({ db });
    registerGuestQuestionnaireRoutes(app, questionnaires);
    registerStaffQuestionnaireRoutes(app, questionnaires);
  },
};

export { answersJsonOf, findAnswersOf, findQuestionnaire, replaceAnswers, saveQuestionnaire } from './repository';
export { requireQuestionnaire } from './service';
export { resolveEntries } from './validate-entries';
