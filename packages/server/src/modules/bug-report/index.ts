/**
 * Bug reports from the app: anyone may send one (signed in or not, with an optional screenshot); management reads
 * those of their location. Owns `bug_reports`.
 */
import type { AppModule } from '../../http/app-module';
import { registerBugReportRoutes } from './routes';

export const bugReportModule: AppModule = {
  name: 'bug-report',
  register: registerBugReportRoutes,
};
