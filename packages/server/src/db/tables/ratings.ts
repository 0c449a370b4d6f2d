export interface RatingsTable {
  id: string;
  reservation_id: string;
  person_id: string;
  label: string;
  guide_employee_id: string | null;
  score: number;
  comment: string | null;
  created_at: string;
  updated_at: string;
}
