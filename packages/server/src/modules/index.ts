import type { AppModule } from '../http/app-module';
import { suiteModule } from './suite';
import { authModule } from './auth';
import { availabilityModule } from './availability';
import { catalogueModule } from './catalogue';
import { chatModule } from './chat';
import { complaintModule } from './complaint';
import { demoModule } from './demo';
import { guideSelectionModule } from './guide-selection';
import { orderModule } from './order';
import { paymentModule } from './payment';
import { pushModule } from './push';
import { identityModule } from './identity';
import { questionnaireModule } from './questionnaire';
import { ratingModule } from './rating';
import { reservationModule } from './reservation';
import { rentalModule } from './rental';
import { weblinkModule } from './weblink';
import { announcementModule } from './announcement';
import { bugReportModule } from './bug-report';
import { savedReplyModule } from './saved-reply';
import { locationsModule } from './locations';
import { checkOutModule } from './check-out';
import { climateModule } from './climate';
import { reservationImportModule } from './reservation-import';
import { pmsModule } from './pms';

/** Every domain module, in registration order. `settings` only serves other modules. */
export const APP_MODULES: readonly AppModule[] = [
  authModule,
  identityModule,
  suiteModule,
  reservationModule,
  questionnaireModule,
  guideSelectionModule,
  ratingModule,
  demoModule,
  chatModule,
  complaintModule,
  availabilityModule,
  orderModule,
  paymentModule,
  rentalModule,
  catalogueModule,
  weblinkModule,
  pushModule,
  pmsModule,
  announcementModule,
  bugReportModule,
  savedReplyModule,
  locationsModule,
  checkOutModule,
  climateModule,
  reservationImportModule,
];
