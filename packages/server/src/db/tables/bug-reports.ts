/**
 * A bug report from the app. The reporter (`reporter_kind` guest → persons.id, staff → employees.id) and the
 * location are those of the signed-in caller, null when the report was sent signed out. The screenshot is a file
 * under `${dataDir}/bug-reports/`. Instants are UTC ISO strings.
 */
export interface BugReportsTable {
  id: string;
  description: string;
  route: string;
  app_version: string | null;
  user_agent: string | null;
  /** guest | staff */
  reporter_kind: string | null;
  reporter_id: string | null;
  reporter_role: string | null;
  location_id: string | null;
  screenshot_filename: string | null;
  screenshot_mimetype: string | null;
  screenshot_size: number | null;
  created_at: string;
}
