/** Guide selection: matching guides to a guest's answers and choosing one for the stay. Owns no table of its own. */
import type { AppModule } from '../../http/app-module';
import { registerGuideSelectionRoutes } from './routes';
import { createGuideSelectionService } from './service';

export const guideSelectionModule: AppModule = {
  name: 'guide-selection',
  register: (app, { db, push }) => registerGuideSelectionRoutes(app, createGuideSelectionService({ db, push })),
};
